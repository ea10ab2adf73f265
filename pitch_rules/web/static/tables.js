// Starting a table: pick the variant, the number of players, and who sits in each seat.
"use strict";

(() => {
  const form = document.getElementById("new-table");
  const bots = form.dataset.bots.split(",");
  const players = document.getElementById("players");
  const seats = document.getElementById("seats");
  const error = document.getElementById("new-table-error");

  function drawSeats() {
    const count = Math.max(Number(players.min) || 2, Math.min(Number(players.max) || 7, Number(players.value) || 4));
    const kept = Array.from(seats.querySelectorAll("select")).map((s) => s.value);
    Pitch.clear(seats);
    for (let seat = 0; seat < count; seat++) {
      const select = Pitch.el("select", { "aria-label": Pitch.say("seat", { seat }), "data-seat": String(seat) });
      select.append(Pitch.el("option", { value: "open" }, Pitch.say("person")));
      for (const bot of bots) select.append(Pitch.el("option", { value: bot }, Pitch.say("bot-choice", { bot })));
      select.value = kept[seat] || (seat === 0 ? "open" : "greedy");
      seats.append(Pitch.el("label", { class: "seat-choice" }, Pitch.say("seat", { seat }), " ", select));
    }
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.hidden = true;
    const target = document.getElementById("target").value;
    try {
      const table = await Pitch.post("/api/tables", {
        variant: document.getElementById("variant").value,
        seats: Array.from(seats.querySelectorAll("select")).map((s) => s.value),
        target: target === "" ? null : Number(target),
      });
      window.location.href = table.url;
    } catch (err) {
      error.textContent = err.message;
      error.hidden = false;
    }
  });
  function fitPlayers() {
    const chosen = document.getElementById("variant").selectedOptions[0];
    players.min = chosen.dataset.min;
    players.max = chosen.dataset.max;
    players.value = chosen.dataset.default;
    drawSeats();
  }

  players.addEventListener("input", drawSeats);
  document.getElementById("variant").addEventListener("change", fitPlayers);
  fitPlayers();
})();
