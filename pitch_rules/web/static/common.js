// Shared helpers: JSON requests, and drawing cards and words from the server's data.
// Everything from the server is put in the page as text, never as markup. The page's words
// come from the server too, in the page's language: the JSON block #words, and the sentences
// the server sends; nothing here is worded.
"use strict";

const Pitch = {
  lang: document.documentElement.lang || "en",
  dictionary: JSON.parse(document.getElementById("words").textContent),

  // One of the page's words, its {name}s filled in from values.
  say(key, values) {
    return Pitch.dictionary[key].replace(/\{(\w+)\}/g, (whole, name) => (values && name in values ? String(values[name]) : whole));
  },

  // A URL of this server with the page's language, so that its answers speak it too.
  speaking(url) {
    return `${url}${url.includes("?") ? "&" : "?"}lang=${encodeURIComponent(Pitch.lang)}`;
  },

  async post(url, body) {
    const response = await fetch(Pitch.speaking(url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    let data = null;
    try { data = await response.json(); } catch (err) { data = { error: Pitch.say("not-json") }; }
    if (!response.ok) throw new Error((data && data.error) || response.statusText);
    return data;
  },

  el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") node.className = value;
      else if (key === "text") node.textContent = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  },

  // A value as the server describes it: {card, text, colour}, {suit, text, colour} or {text}.
  shown(value) {
    if (!value) return document.createTextNode("");
    const classes = ["shown"];
    if (value.card) classes.push("card-text");
    if (value.colour) classes.push(value.colour);
    return Pitch.el("span", { class: classes.join(" ") }, value.text);
  },

  // Words with a {value} placeholder, the value (or each of a list of values) drawn in its place.
  words(template, value) {
    const parts = template.split("{value}");
    const span = Pitch.el("span", {});
    parts.forEach((part, index) => {
      if (index > 0) {
        for (const [at, one] of (Array.isArray(value) ? value : [value]).entries()) {
          if (at > 0) span.append(" ");
          span.append(Pitch.shown(one));
        }
      }
      span.append(document.createTextNode(part));
    });
    return span;
  },

  // A piece of the server's sentences: {words, shown}.
  piece(said) { return Pitch.words(said.words, said.shown); },

  // A playing card face.
  card(value, attrs) {
    const tag = attrs && attrs.button ? "button" : "span";
    const classes = ["card", value.colour || "black"];
    if (attrs && attrs.class) classes.push(attrs.class);
    const node = Pitch.el(tag, { class: classes.join(" "), "data-card": value.card, title: value.text });
    if (tag === "button") node.type = "button";
    node.append(Pitch.el("span", { class: "corner" }, value.text));
    node.append(Pitch.el("span", { class: "pip" }, value.colour === "joker" ? "★" : value.text.slice(-1)));
    return node;
  },

  clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; },
};
