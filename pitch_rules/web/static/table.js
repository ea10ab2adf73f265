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

  $("share").value = window.location.href;
  $("copy").addEventListener("click", async () => {
    $("share").select();
    try { await navigator.clipboard.writeText($("share").value); } catch (err) { document.execCommand("copy"); }
  });

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function connect() {
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${window.location.host}/tables/${tableId}/ws`);
    $("connection").textContent = "connecting…";
    socket.addEventListener("open", () => {
      retry = 0;
      $("connection").textContent = "connected";
      $("connection").className = "pill ok";
      const token = window.localStorage.getItem(storageKey);
      if (token) send({ type: "hello", token });
    });
    socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
    socket.addEventListener("close", () => {
      $("connection").textContent = "reconnecting…";
      $("connection").className = "pill warn";
      retry = Math.min(retry + 1, 5);
      setTimeout(connect, 500 * retry);
    });
  }

  function receive(message) {
    if (message.type === "seated") {
      window.localStorage.setItem(storageKey, message.token);
    } else if (message.type === "error") {
      if (message.message === "that seat is not known at this table") window.localStorage.removeItem(storageKey);
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

  const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;
  const seatName = (seat) => (state.you === seat ? "You" : state.seats[seat].name);
  const sideName = (side) => state.game.sides[side].map(seatName).join(" & ");

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
      const item = Pitch.el("li", {}, Pitch.el("strong", {}, `Seat ${seat.seat}: `));
      if (seat.person) item.append(state.you === seat.seat ? "you" : `${seat.name}${seat.connected ? "" : " (away)"}`);
      else if (seat.open) {
        item.append("open ");
        if (state.you === null) {
          item.append(Pitch.el("button", { type: "button", class: "small", "data-sit": String(seat.seat),
            onclick: () => send({ type: "sit", seat: seat.seat, name: $("name").value }) }, "Sit here"));
        }
      } else item.append(`bot (${seat.bot})`);
      list.append(item);
    }
    $("start").hidden = state.you === null;
  }
  $("start").addEventListener("click", () => send({ type: "start" }));

  function drawGame() {
    const game = state.game;
    const info = Pitch.clear($("info"));
    info.append(Pitch.el("span", {}, `Hand ${game.hand_number}`), " · ",
      Pitch.el("span", {}, `${seatName(game.dealer)} dealt`), " · ",
      Pitch.el("span", { class: "phase" }, game.phase_words));
    info.append(" · trump ", game.trump ? Pitch.shown(game.trump) : "not set yet");
    if (game.bidder !== null) info.append(" · ", game.high_bid ? `high bid ${game.high_bid} by ${seatName(game.bidder)}` : `${seatName(game.bidder)} pitches`);
    if (game.called) info.append(` · ${seatName(game.bidder)} called `, Pitch.shown(game.called));
    if (game.called && game.partners && game.partners.length) info.append(` · your partner: ${game.partners.map(seatName).join(" & ")}`);
    if (game.upcards.length) info.append(" · turned up ", ...game.upcards.map((c) => Pitch.shown(c)));
    if (game.shown_discards.length) info.append(" · discarded face up ", ...game.shown_discards.map((c) => Pitch.shown(c)));
    if (game.stock_size) info.append(` · stock ${game.stock_size}`, game.stock_top ? " (top " : "", game.stock_top ? Pitch.shown(game.stock_top) : "", game.stock_top ? ")" : "");

    const ring = Pitch.clear($("ring"));
    for (const seat of state.seats) {
      const played = game.trick.find((p) => p.seat === seat.seat);
      const classes = ["seat"];
      if (game.to_move === seat.seat) classes.push("to-move");
      if (state.you === seat.seat) classes.push("you");
      ring.append(Pitch.el("div", { class: classes.join(" "), "data-seat": String(seat.seat) },
        Pitch.el("div", { class: "seat-name" }, seatName(seat.seat), seat.person && !seat.connected && state.you !== seat.seat ? " (away)" : "",
          game.dealer === seat.seat ? Pitch.el("span", { class: "dealer", title: "dealer" }, "D") : ""),
        Pitch.el("div", { class: "seat-facts" }, `${plural(game.hand_sizes[seat.seat], "card")} · ${plural(game.tricks_taken[seat.seat], "trick")}`,
          game.folded.includes(seat.seat) ? " · folded" : ""),
        Pitch.el("div", { class: "played" }, played ? Pitch.card(played.card) : Pitch.el("span", { class: "card empty" }))));
    }

    const mine = game.to_move !== null && game.to_move === state.you;
    root.dataset.myTurn = String(mine);
    const status = $("status");
    if (game.stopped !== null) status.textContent = `The game stopped before its end: ${game.stopped}.`;
    else if (game.over) status.textContent = game.winner === null ? "The game was cut off." : `${sideName(game.winner)} won the game.`;
    else if (mine) status.textContent = game.hand.some((c) => c.action !== null) ? "Your turn: choose a card." : "Your turn.";
    else status.textContent = `Waiting for ${seatName(game.to_move)}…`;

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
      if (game.stopped !== null) $("winner").textContent = "Stopped before anyone won. Only a game played to its end has a record.";
      else $("winner").textContent = game.winner === null ? "Cut off before anyone won." : `${sideName(game.winner)} won, ${game.scores.join(" to ")}.`;
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
      table.append(Pitch.el("tr", {}, Pitch.el("td", {}, sideName(side)), Pitch.el("td", { class: "number" }, String(game.scores[side]))));
    });
    table.append(Pitch.el("tr", { class: "muted" }, Pitch.el("td", {}, "to win"), Pitch.el("td", { class: "number" }, String(game.target))));
  }

  function drawLastTrick(game) {
    const box = Pitch.clear($("last-trick"));
    if (!game.last_trick) { box.append(Pitch.el("p", { class: "muted" }, "No trick yet.")); return; }
    for (const play of game.last_trick.plays) {
      box.append(Pitch.el("div", { class: play.seat === game.last_trick.winner ? "won" : "" }, Pitch.card(play.card), Pitch.el("small", {}, seatName(play.seat))));
    }
  }

  function drawLastHand(game) {
    const last = game.last_hand;
    $("last-hand-panel").hidden = !last;
    if (!last) return;
    $("last-hand-title").textContent = `Hand ${last.number}: what each point went to`;
    const box = Pitch.clear($("last-hand"));
    const head = [];
    if (last.bidder !== null) head.push(last.bid ? `${seatName(last.bidder)} bid ${last.bid}` : `${seatName(last.bidder)} pitched with no contract`);
    box.append(Pitch.el("p", {}, head.join(""), head.length ? ", trump " : "Trump ", last.trump ? Pitch.shown(last.trump) : "none",
      last.called ? " · called " : "", last.called ? Pitch.shown(last.called) : ""));
    const names = (seats) => (seats.length ? seats.map(seatName).join(" & ") : "nobody");
    const list = Pitch.el("ul", { class: "awards" });
    for (const award of last.awards) {
      list.append(Pitch.el("li", {}, Pitch.el("strong", {}, award.point), award.card ? " " : "", award.card ? Pitch.shown(award.card) : "",
        " → ", names(award.seats)));
    }
    box.append(list);
    box.append(Pitch.el("p", {}, "Trick points: ", last.trick_points.map((p, side) => `${sideName(side)} ${p}`).join(" · ")));
    if (last.made !== null && last.bid) {
      const bidders = names(last.bidder_seats);
      const was = last.bidder_seats.length > 1 || last.bidder_seats[0] === state.you ? "were" : "was";
      box.append(Pitch.el("p", { class: last.made ? "made" : "set" }, last.made
        ? `${bidders} made the bid with ${plural(last.won_by_bidder, "point")}.`
        : `${bidders} ${was} set back: ${plural(last.won_by_bidder, "point")} for a bid of ${last.bid}.`));
    }
    box.append(Pitch.el("p", {}, "Scores: ", last.scores.map((s, side) => `${sideName(side)} ${s} (${last.changes[side] >= 0 ? "+" : ""}${last.changes[side]})`).join(" · ")));
  }

  function drawLog(game) {
    const log = Pitch.clear($("log"));
    for (const line of game.log.slice().reverse()) {
      if (line.note) log.append(Pitch.el("li", { class: "note" }, line.note));
      else {
        const who = state.seats[line.seat].name + (state.you === line.seat ? " (you)" : ""); // the words are third person
        log.append(Pitch.el("li", {}, Pitch.el("strong", {}, who), " ", Pitch.words(line.words, line.shown)));
      }
    }
  }

  connect();
})();
