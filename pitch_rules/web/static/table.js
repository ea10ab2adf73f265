// A table in the browser: the server holds the game and sends this seat's view; moves go back
// as the engine's own actions (kind and value), whatever kinds the variant has.
"use strict";

(() => {
  const root = document.getElementById("table");
  const tableId = root.dataset.table;
  const storageKey = `pitch-rules/table/${tableId}`;
  const $ = (id) => document.getElementById(id);
  let socket = null;
  let state = null;
  let retry = 0;

  $("share").value = `${window.location.origin}${window.location.pathname}`; // the link, in each friend's own language
  $("copy").addEventListener("click", async () => {
    $("share").select();
    try { await navigator.clipboard.writeText($("share").value); } catch (err) { document.execCommand("copy"); }
  });

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function connect() {
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(Pitch.speaking(`${scheme}://${window.location.host}/tables/${tableId}/ws`));
    socket.addEventListener("open", () => {
      retry = 0;
      $("connection").textContent = Pitch.say("connected");
      $("connection").className = "pill ok";
      const token = window.localStorage.getItem(storageKey);
      if (token) send({ type: "hello", token });
    });
    socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
    socket.addEventListener("close", () => {
      $("connection").textContent = Pitch.say("reconnecting");
      $("connection").className = "pill warn";
      retry = Math.min(retry + 1, 5);
      setTimeout(connect, 500 * retry);
    });
  }

  function receive(message) {
    if (message.type === "seated") {
      window.localStorage.setItem(storageKey, message.token);
    } else if (message.type === "error") {
      if (message.code === "seat-unknown") window.localStorage.removeItem(storageKey);
      showMessage(message.message);
    } else if (message.type === "table") {
      state = message;
      showMessage("");
      draw();
    }
  }

  function showMessage(text) {
    $("message").textContent = text;
    $("message").hidden = !text;
  }

  const seatName = (seat) => (state.you === seat ? Pitch.say("you") : state.seats[seat].name);

  function draw() {
    root.dataset.status = state.status;
    root.dataset.moves = String(state.moves);
    $("lobby").hidden = state.status !== "waiting";
    $("game").hidden = state.status === "waiting";
    if (state.status === "waiting") drawLobby();
    else drawGame();
  }

  function drawLobby() {
    const list = Pitch.clear($("lobby-seats"));
    for (const seat of state.seats) {
      const item = Pitch.el("li", {}, Pitch.el("strong", {}, Pitch.say("seat", { seat: seat.seat })), " ");
      if (seat.person) item.append(state.you === seat.seat ? Pitch.say("you") : seat.name, seat.connected ? "" : ` ${Pitch.say("away")}`);
      else if (seat.open) {
        item.append(Pitch.say("open"), " ");
        if (state.you === null) {
          item.append(Pitch.el("button", { type: "button", class: "small", "data-sit": String(seat.seat),
            onclick: () => send({ type: "sit", seat: seat.seat, name: $("name").value }) }, Pitch.say("sit")));
        }
      } else item.append(Pitch.say("bot", { bot: seat.bot }));
      list.append(item);
    }
    $("start").hidden = state.you === null;
  }
  $("start").addEventListener("click", () => send({ type: "start" }));

  function drawGame() {
    const game = state.game;
    const said = game.said;
    const info = Pitch.clear($("info"));
    said.info.forEach((piece, index) => {
      if (index > 0) info.append(" · ");
      info.append(Pitch.piece(piece));
      if (index === 1) info.append(" · ", Pitch.el("span", { class: "phase" }, game.phase_words));
    });

    const ring = Pitch.clear($("ring"));
    for (const seat of state.seats) {
      const played = game.trick.find((p) => p.seat === seat.seat);
      const classes = ["seat"];
      if (game.to_move === seat.seat) classes.push("to-move");
      if (state.you === seat.seat) classes.push("you");
      ring.append(Pitch.el("div", { class: classes.join(" "), "data-seat": String(seat.seat) },
        Pitch.el("div", { class: "seat-name" }, seatName(seat.seat), seat.person && !seat.connected && state.you !== seat.seat ? ` ${Pitch.say("away")}` : "",
          game.dealer === seat.seat ? Pitch.el("span", { class: "dealer", title: Pitch.say("dealer") }, Pitch.say("dealer-mark")) : ""),
        Pitch.el("div", { class: "seat-facts" }, said.facts[seat.seat]),
        Pitch.el("div", { class: "played" }, played ? Pitch.card(played.card) : Pitch.el("span", { class: "card empty" }))));
    }

    const mine = game.to_move !== null && game.to_move === state.you;
    root.dataset.myTurn = String(mine);
    $("status").textContent = said.status;

    const actions = Pitch.clear($("actions"));
    const bound = new Set(game.hand.map((c) => c.action).filter((a) => a !== null));
    game.legal.forEach((action, index) => {
      if (bound.has(index)) return;
      actions.append(Pitch.el("button", { type: "button", "data-kind": action.kind, onclick: () => act(action) },
        Pitch.words(action.words, action.shown)));
    });

    const hand = Pitch.clear($("hand"));
    const choosingCard = bound.size > 0;
    for (const card of game.hand) {
      if (card.action !== null) {
        const action = game.legal[card.action];
        const node = Pitch.card(card, { button: true, class: "legal" });
        node.title = Pitch.words(action.words, action.shown).textContent;
        node.addEventListener("click", () => act(action));
        hand.append(node);
      } else {
        hand.append(Pitch.card(card, { class: choosingCard ? "not-legal" : "" }));
      }
    }

    drawScores(game);
    drawLastTrick(game);
    drawLastHand(game);
    drawLog(game);
    $("over-panel").hidden = !game.over;
    if (game.over) {
      $("winner").textContent = said.winner;
      $("record-part").hidden = game.stopped !== null;
      $("record").href = `/tables/${tableId}/record`;
    }
  }

  function act(action) {
    send({ type: "act", kind: action.kind, value: action.value, moves: state.moves });
  }

  function drawScores(game) {
    const table = Pitch.clear($("scores"));
    game.sides.forEach((seats, side) => {
      table.append(Pitch.el("tr", {}, Pitch.el("td", {}, game.said.sides[side]), Pitch.el("td", { class: "number" }, String(game.scores[side]))));
    });
    table.append(Pitch.el("tr", { class: "muted" }, Pitch.el("td", {}, Pitch.say("to-win")), Pitch.el("td", { class: "number" }, String(game.target))));
  }

  function drawLastTrick(game) {
    const box = Pitch.clear($("last-trick"));
    if (!game.last_trick) { box.append(Pitch.el("p", { class: "muted" }, Pitch.say("no-trick"))); return; }
    for (const play of game.last_trick.plays) {
      box.append(Pitch.el("div", { class: play.seat === game.last_trick.winner ? "won" : "" }, Pitch.card(play.card), Pitch.el("small", {}, seatName(play.seat))));
    }
  }

  function drawLastHand(game) {
    const last = game.said.last_hand;
    $("last-hand-panel").hidden = !last;
    if (!last) return;
    $("last-hand-title").textContent = last.title;
    const box = Pitch.clear($("last-hand"));
    const head = Pitch.el("p", {});
    last.head.forEach((piece, index) => head.append(index > 0 ? " · " : "", Pitch.piece(piece)));
    box.append(head);
    const list = Pitch.el("ul", { class: "awards" });
    for (const award of last.awards) {
      list.append(Pitch.el("li", {}, Pitch.el("strong", {}, award.point), award.card ? " " : "", award.card ? Pitch.shown(award.card) : "",
        " → ", award.seats));
    }
    box.append(list);
    box.append(Pitch.el("p", {}, last.trick_points));
    if (last.contract) box.append(Pitch.el("p", { class: last.contract.made ? "made" : "set" }, last.contract.words));
    box.append(Pitch.el("p", {}, last.scores));
  }

  function drawLog(game) {
    const log = Pitch.clear($("log"));
    for (const line of game.log.slice().reverse()) {
      if (line.note) log.append(Pitch.el("li", { class: "note" }, line.note));
      else {
        const who = state.seats[line.seat].name + (state.you === line.seat ? ` ${Pitch.say("you-after")}` : ""); // the words are third person
        log.append(Pitch.el("li", {}, Pitch.el("strong", {}, who), " ", Pitch.words(line.words, line.shown)));
      }
    }
  }

  connect();
})();
