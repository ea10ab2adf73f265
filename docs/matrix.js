// The comparison of variants: the reader picks the variants to compare and may
// keep only the rows where they differ. Plain JavaScript, no build step; without
// it the whole table shows. The words come from the page (data-* attributes of
// the .matrix block), the choice is kept in the address (#compare=id,id) so it
// can be shared, and nothing is fetched.
(function () {
  "use strict";

  function variantId(cell) {
    var link = cell.querySelector("a");
    var href = link ? link.getAttribute("href") : cell.textContent;
    return href.replace(/^.*\//, "").replace(/(\/|\.html|\.md)$/, "").replace(/\/index$/, "");
  }

  function chosenFromAddress(ids) {
    var match = /(?:^#|&)compare=([^&]*)/.exec(window.location.hash);
    if (!match) return ids.slice();
    var wanted = decodeURIComponent(match[1]).split(",");
    return ids.filter(function (id) { return wanted.indexOf(id) >= 0; });
  }

  function setUp(block) {
    var table = block.querySelector("table");
    if (!table || !table.tHead) return;
    var headers = Array.prototype.slice.call(table.tHead.rows[0].cells, 1);
    var ids = headers.map(variantId);
    var chosen = chosenFromAddress(ids);

    var picker = document.createElement("fieldset");
    picker.className = "matrix-picker";
    var legend = document.createElement("legend");
    legend.textContent = block.getAttribute("data-pick");
    picker.appendChild(legend);
    var boxes = headers.map(function (cell, index) {
      var label = document.createElement("label");
      var box = document.createElement("input");
      box.type = "checkbox";
      box.value = ids[index];
      box.checked = chosen.indexOf(ids[index]) >= 0;
      box.addEventListener("change", apply);
      label.appendChild(box);
      label.appendChild(document.createTextNode(" " + cell.textContent.trim()));
      picker.appendChild(label);
      return box;
    });
    var tools = document.createElement("div");
    tools.className = "matrix-tools";
    function button(words, checked) {
      var element = document.createElement("button");
      element.type = "button";
      element.textContent = words;
      element.addEventListener("click", function () {
        boxes.forEach(function (box) { box.checked = checked; });
        apply();
      });
      tools.appendChild(element);
    }
    button(block.getAttribute("data-all"), true);
    button(block.getAttribute("data-none"), false);
    var differLabel = document.createElement("label");
    var differ = document.createElement("input");
    differ.type = "checkbox";
    differ.className = "matrix-differ";
    differ.checked = /(?:^#|&)differ=1/.test(window.location.hash);
    differ.addEventListener("change", apply);
    differLabel.appendChild(differ);
    differLabel.appendChild(document.createTextNode(" " + block.getAttribute("data-differ")));
    tools.appendChild(differLabel);
    picker.appendChild(tools);
    block.parentNode.insertBefore(picker, block);

    function apply() {
      var shown = boxes.map(function (box) { return box.checked; });
      Array.prototype.forEach.call(table.rows, function (row) {
        var texts = [];
        for (var index = 1; index < row.cells.length; index++) {
          var visible = shown[index - 1];
          row.cells[index].style.display = visible ? "" : "none";
          if (visible) texts.push(row.cells[index].textContent.trim());
        }
        var same = texts.every(function (text) { return text === texts[0]; });
        var isHeader = row.parentNode === table.tHead;
        row.style.display = !isHeader && differ.checked && texts.length > 1 && same ? "none" : "";
      });
      var picked = ids.filter(function (id, index) { return shown[index]; });
      var all = picked.length === ids.length;
      var address = (all ? "" : "compare=" + picked.join(",")) + (differ.checked ? (all ? "" : "&") + "differ=1" : "");
      try {
        window.history.replaceState(null, "", address ? "#" + address : window.location.pathname + window.location.search);
      } catch (refused) {
        // some browsers keep the address of a page opened from disk as it is: the choice still applies
      }
    }
    apply();
  }

  document.addEventListener("DOMContentLoaded", function () {
    Array.prototype.forEach.call(document.querySelectorAll(".matrix"), setUp);
  });
})();
