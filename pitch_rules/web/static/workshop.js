// The house-rule workshop: check the file as it is typed, show the rules, the changes and the
// options, write options from the form, simulate, download and play.
"use strict";

(() => {
  const root = document.getElementById("workshop");
  const editor = document.getElementById("editor");
  const gutter = document.getElementById("gutter");
  const $ = (id) => document.getElementById(id);
  let timer = null;
  let sequence = 0;
  let variant = null;
  let shownPaths = "";

  function lines() {
    const count = editor.value.split("\n").length;
    gutter.textContent = Array.from({ length: count }, (_, i) => i + 1).join("\n");
    gutter.scrollTop = editor.scrollTop;
  }

  function caret() {
    const before = editor.value.slice(0, editor.selectionStart).split("\n");
    $("caret").textContent = Pitch.say("caret", { line: before.length, column: before[before.length - 1].length + 1 });
  }

  function goTo(line, column) {
    const all = editor.value.split("\n");
    let offset = 0;
    for (let i = 0; i < line - 1 && i < all.length; i++) offset += all[i].length + 1;
    offset += Math.max(0, column - 1);
    editor.focus();
    editor.setSelectionRange(offset, offset);
    const lineHeight = parseFloat(getComputedStyle(editor).lineHeight) || 18;
    editor.scrollTop = Math.max(0, (line - 5) * lineHeight);
    caret();
  }

  const checking = $("check-state").textContent;

  function schedule() {
    lines();
    $("check-state").textContent = checking;
    clearTimeout(timer);
    timer = setTimeout(check, 300);
  }

  async function check() {
    const mine = ++sequence;
    let result;
    try {
      result = await Pitch.post("/api/check", { text: editor.value });
    } catch (err) {
      if (mine === sequence) $("check-state").textContent = Pitch.say("not-checked", { problem: err.message });
      return;
    }
    if (mine !== sequence) return; // a newer check is on its way
    showDiagnostics(result.diagnostics);
    $("check-state").textContent = result.said.state;
    if (result.diagnostics.length) {
      document.body.classList.add("invalid");
      return;
    }
    document.body.classList.remove("invalid");
    variant = result.variant;
    $("document").innerHTML = result.document; // rendered by the server with raw HTML escaped
    showChanges(result.said.base_line, result.differences);
    showFields(result.fields);
  }

  function showDiagnostics(diagnostics) {
    const box = Pitch.clear($("diagnostics"));
    for (const d of diagnostics) {
      const [first, ...rest] = d.text.split("\n");
      box.append(Pitch.el("div", { class: "diagnostic", role: "button", tabindex: "0",
        onclick: () => goTo(d.line, d.column), onkeydown: (e) => { if (e.key === "Enter") goTo(d.line, d.column); } },
        Pitch.el("div", { class: "where" }, first),
        rest.length ? Pitch.el("pre", {}, rest.join("\n")) : null));
    }
  }

  function showChanges(baseLine, differences) {
    const list = Pitch.clear($("changes"));
    $("base-line").textContent = baseLine;
    $("change-count").textContent = differences && differences.length ? String(differences.length) : "";
    for (const difference of differences || []) list.append(Pitch.el("li", {}, difference));
  }

  function control(field) {
    const id = `field-${field.path}`;
    let input;
    if (field.kind === "choice") {
      input = Pitch.el("select", { id });
      input.append(Pitch.el("option", { value: "" }, Pitch.say("not-set")));
      for (const choice of field.choices) input.append(Pitch.el("option", { value: choice }, choice));
    } else if (field.kind === "boolean") {
      input = Pitch.el("input", { id, type: "checkbox" });
    } else if (field.kind === "integer") {
      input = Pitch.el("input", { id, type: "number", step: "1" });
    } else if (field.path.endsWith("description")) {
      input = Pitch.el("textarea", { id, rows: "2" });
    } else {
      input = Pitch.el("input", { id, type: "text" });
    }
    input.dataset.path = field.path;
    input.dataset.kind = field.kind;
    input.addEventListener("change", () => setOption(input));
    return input;
  }

  function fillValue(input, value) {
    if (document.activeElement === input) return;
    if (input.dataset.kind === "boolean") input.checked = Boolean(value);
    else if (input.dataset.kind === "list") input.value = Array.isArray(value) ? value.join(", ") : "";
    else input.value = value === null || value === undefined ? "" : String(value);
  }

  function showFields(fields) {
    const box = $("fields");
    const paths = fields.map((f) => f.path).join(" ");
    if (paths !== shownPaths) {
      shownPaths = paths;
      Pitch.clear(box);
      let group = null;
      let list = null;
      for (const field of fields) {
        if (field.group !== group) {
          group = field.group;
          list = Pitch.el("div", { class: "field-group" });
          box.append(Pitch.el("fieldset", {}, Pitch.el("legend", {}, group), list));
        }
        const input = control(field);
        list.append(Pitch.el("div", { class: "field" },
          Pitch.el("label", { for: input.id, title: field.description }, field.title, Pitch.el("code", {}, field.path)),
          input,
          Pitch.el("p", { class: "help" }, field.description)));
      }
    }
    for (const field of fields) {
      const input = document.getElementById(`field-${field.path}`);
      if (input) fillValue(input, field.value);
    }
  }

  async function setOption(input) {
    let value;
    if (input.dataset.kind === "boolean") value = input.checked;
    else if (input.dataset.kind === "integer") value = input.value === "" ? null : Number(input.value);
    else value = input.value;
    $("form-error").hidden = true;
    try {
      const result = await Pitch.post("/api/set", { text: editor.value, path: input.dataset.path, value });
      editor.value = result.text;
      schedule();
    } catch (err) {
      $("form-error").textContent = err.message;
      $("form-error").hidden = false;
    }
  }

  // ----- simulation ------------------------------------------------------------------------

  function chart(title, rows, note) {
    const box = Pitch.el("figure", { class: "chart" }, Pitch.el("figcaption", {}, title));
    for (const row of rows) {
      const bar = Pitch.el("span", { class: "bar" });
      bar.style.width = `${Math.max(0, Math.min(1, row.rate || 0)) * 100}%`;
      box.append(Pitch.el("div", { class: "chart-row" },
        Pitch.el("span", { class: "chart-label", title: row.title || row.label }, row.label),
        Pitch.el("span", { class: "bar-track" }, bar),
        Pitch.el("span", { class: "chart-value" }, row.value)));
    }
    if (note) box.append(Pitch.el("p", { class: "muted" }, note));
    return box;
  }

  // The report as the server words it: headline figures, then charts.
  function showReport(report) {
    const box = Pitch.clear($("report"));
    box.append(Pitch.el("div", { class: "headline" }, report.said.headline.map((item) =>
      Pitch.el("div", { id: item.id }, Pitch.el("strong", {}, item.figure), " ", item.words))));
    for (const each of report.said.charts) box.append(chart(each.title, each.rows, each.note));
  }

  async function simulate(event) {
    event.preventDefault();
    const button = $("simulate");
    button.disabled = true;
    const box = Pitch.clear($("report"));
    box.append(Pitch.el("p", { class: "muted" }, Pitch.say("playing")));
    try {
      showReport(await Pitch.post("/api/simulate", {
        text: editor.value, games: Number($("games").value), bot: $("sim-bot").value }));
    } catch (err) {
      Pitch.clear(box).append(Pitch.el("p", { class: "error" }, err.message));
    } finally {
      button.disabled = false;
    }
  }

  // ----- download and play -----------------------------------------------------------------

  function download() {
    const blob = new Blob([editor.value], { type: "application/yaml" });
    const link = Pitch.el("a", { href: URL.createObjectURL(blob), download: `${variant ? variant.id : "house"}.yaml` });
    document.body.append(link);
    link.click();
    link.remove();
  }

  async function play() {
    if (!variant) { $("check-state").textContent = Pitch.say("fix-first"); return; }
    const seats = ["open"].concat(Array(Math.max(0, variant.players - 1)).fill("greedy"));
    try {
      const table = await Pitch.post("/api/tables", { text: editor.value, seats });
      window.location.href = table.url;
    } catch (err) {
      $("check-state").textContent = err.message;
    }
  }

  // ----- tabs ------------------------------------------------------------------------------

  for (const tab of document.querySelectorAll("[data-tab]")) {
    tab.addEventListener("click", () => {
      for (const other of document.querySelectorAll("[data-tab]")) {
        other.setAttribute("aria-selected", String(other === tab));
        $(`tab-${other.dataset.tab}`).hidden = other !== tab;
      }
    });
  }

  editor.addEventListener("input", schedule);
  editor.addEventListener("scroll", () => { gutter.scrollTop = editor.scrollTop; });
  editor.addEventListener("keyup", caret);
  editor.addEventListener("click", caret);
  $("simulate-form").addEventListener("submit", simulate);
  $("download").addEventListener("click", download);
  $("play").addEventListener("click", play);
  root.dataset.ready = "true";
  lines();
  check();
})();
