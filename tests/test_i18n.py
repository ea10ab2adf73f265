"""Rules documents in every language: complete catalogs, no English left, no code, a replayable example.

The catalogs are Fluent files, one folder per language (``pitch_rules/i18n/locales``).
English is the reference: every other language has each of its messages, and
translates it. Documents are checked for every language and every variant.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from fluent.syntax import FluentParser, ast
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_rules import Rules, load_variant, resources
from pitch_rules.docs import base_of, diff_text, rules_document
from pitch_rules.docs.choices import CHOICES, choice_id
from pitch_rules.docs.describers import rule_voice
from pitch_rules.docs.options import schema_message
from pitch_rules.docs.words import library_id
from pitch_rules.dsl import FUNCTIONS, VALUES, Type, compile_expression
from pitch_rules.dsl.english import VALUE_PHRASES, Voice, english, extra_card
from pitch_rules.i18n import LOCALES, MessageError, from_environment, language, languages, message_ids
from pitch_rules.records import read_records, replay
from pitch_rules.resources import builtin_variant_ids
from pitch_rules.variant.rule_paths import options

from .conftest import ROOT, run_cli
from .test_docs import AUCTION_PITCH_RULES, VARIANT_IDS, changed, readers, variant, with_option
from .test_english import ALL_NAMES, DECK, expressions

OTHERS = [code for code in languages() if code != "en"]
BUILTINS = builtin_variant_ids()
# Messages only other languages have: the built-in variants' texts, the schema's titles and
# descriptions (English has them in the variant files and the schema), and per-language settings.
OWN_PREFIXES = ("lib-", "title-", "description-", "case-", "language-")


def test_the_six_languages_are_there() -> None:
    assert set(languages()) >= {"en", "uk", "tr", "mk", "it", "bg"}
    assert languages()[0] == "en"


@pytest.mark.parametrize("path", sorted(LOCALES.glob("*/*.ftl")), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_catalog_parses_whole(path: Path) -> None:
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [entry.content[:80] for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{path}: unreadable entries {junk}"


@pytest.mark.parametrize("code", OTHERS)
def test_every_language_has_every_english_message_and_no_other(code: str) -> None:
    english_ids, own = message_ids("en"), message_ids(code)
    missing = sorted(set(english_ids) - set(own))
    assert not missing, f"{code} lacks {missing}"
    extra = sorted(m for m in set(own) - set(english_ids) if not m.startswith(OWN_PREFIXES))
    assert not extra, f"{code} has messages English lacks: {extra}"


def _words(code: str) -> dict[str, str]:
    """Each message's text (value and attributes, variables and selectors left out), by id."""
    found: dict[str, str] = {}

    def text(pattern: ast.Pattern | None) -> str:
        if pattern is None:
            return ""
        parts = []
        for element in pattern.elements:
            if isinstance(element, ast.TextElement):
                parts.append(element.value)
            elif isinstance(element.expression, ast.SelectExpression):
                parts.extend(text(variant.value) for variant in element.expression.variants)
        return " ".join(parts)

    for path in sorted((LOCALES / code).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                found[entry.id.name] = " ".join([text(entry.value), *(text(a.value) for a in entry.attributes)])
    return found


# Messages that are a word of the files themselves, the same in every language (YAML's null, the scoring
# language's none).
WRITTEN_WORDS = {"kind-null", "expression-type_none"}


@pytest.mark.parametrize("code", OTHERS)
def test_no_message_is_left_in_english(code: str) -> None:
    english, own = _words("en"), _words(code)
    same = [
        message
        for message, words in english.items()
        if re.search(r"[A-Za-z]{3}", words) and " ".join(own.get(message, "").split()) == " ".join(words.split())
        and message not in WRITTEN_WORDS
    ]
    assert not same, f"{code}: untranslated {same}"


def _builtin_texts() -> dict[str, str]:
    texts: dict[str, str] = {}
    for variant_id in BUILTINS:
        model = load_variant(variant_id)
        found = [model.name, model.description, *model.notes, *(a.text for a in model.approximations)]
        found += [s.note for s in model.sources if s.note] + [p.name for p in model.points]
        found += [j.name for j in model.deck.jokers]
        texts.update({library_id(text): f"{variant_id}: {text[:60]}" for text in found})
    return texts


@pytest.mark.parametrize("code", OTHERS)
def test_every_builtin_variants_text_is_translated(code: str) -> None:
    lang = language(code)
    missing = [where for message, where in _builtin_texts().items() if not lang.has(message)]
    assert not missing, f"{code}: the built-in variants' texts lack a translation: {missing}"


def _schema_places() -> dict[str, dict[str, Any]]:
    """Every place of a variant file the schema has, by variant-file key (list items and map entries ``*``, the keys
    of a map ``key``, the file itself ``""``), with its schema: where the workshop's form, the language server and
    the variant-file reference find a title and a description."""
    schema = resources.schema("variant")

    def resolved(node: dict[str, Any]) -> dict[str, Any]:
        ref = node.get("$ref")
        found: dict[str, Any] = schema["$defs"][ref.removeprefix("#/$defs/")] if ref else node
        return found

    places: dict[str, dict[str, Any]] = {"": schema}

    def walk(node: dict[str, Any], key: str) -> None:
        node = places[key] = resolved(node)
        for name, sub in node.get("properties", {}).items():
            walk(sub, f"{key}.{name}")
        for inner in ("items", "additionalProperties"):
            if isinstance(node.get(inner), dict):
                walk(node[inner], f"{key}.*")
        if isinstance(node.get("propertyNames"), dict):
            walk(node["propertyNames"], f"{key}.key")

    for name, node in schema["properties"].items():
        walk(node, name)
    return places


SCHEMA_PARTS = ("title", "description")


@pytest.mark.parametrize("code", OTHERS)
def test_every_schema_title_and_description_has_a_message_and_no_place_the_schema_lacks_has_one(code: str) -> None:
    wanted = {schema_message(part, key) for key, node in _schema_places().items() for part in SCHEMA_PARTS if part in node}
    own = {message for message in message_ids(code) if message.startswith(tuple(f"{part}-" for part in SCHEMA_PARTS))}
    assert not sorted(wanted - own), f"{code} lacks {sorted(wanted - own)}"
    assert not sorted(own - wanted), f"{code} has messages for places the schema lacks or leaves without words: {sorted(own - wanted)}"


def _code(description: str, node: dict[str, Any]) -> list[str]:
    """The code of an English description, written the same in every language: `quoted` names, keys, paths and
    choices (``all_pass``, ``trump.ranking``, ``dealer-forced``, ``docs/dsl.md``, ``--set``), card ids (``JK``),
    numbers, and the option's own choices it explains (``solo: ...``, ``none; ...``)."""
    english_words = {"built-in", "cut-throat", "three-handed", "turned-up", "trick-point"}
    found = re.findall(r"`[^`]+`", description) + re.findall(r"\b[A-Z]{2}\b|(?<![\w`])\d+\b|--set", description)
    found += [
        word for word in re.findall(r"(?<![\w`-])[a-z][a-z0-9]*(?:[_\-./][a-z0-9<>]+)+", description) if word not in english_words
    ]
    found += [str(value) for value in node.get("enum", []) if re.search(rf"(?<![\w`-]){re.escape(str(value))}[:;,]", description)]
    return found


def _alone(token: str) -> str:
    """A pattern of ``token`` as a whole: not part of a longer word, key or choice (a number may end a range: ``2-9``)."""
    edge = r"\w" if token.isdigit() else r"\w-"
    return rf"(?<![{edge}]){re.escape(token)}(?![{edge}])"


@pytest.mark.parametrize("code", OTHERS)
def test_a_translated_description_keeps_the_english_one_s_code(code: str) -> None:
    lang = language(code)
    changed = {}
    for key, node in _schema_places().items():
        message = schema_message("description", key)
        if "description" in node and lang.has(message):
            said = lang(message)
            lost = [token for token in _code(node["description"], node) if not re.search(_alone(token), said)]
            if lost:
                changed[key] = lost
    assert not changed, f"{code}: descriptions that lose code: {changed}"


@pytest.mark.parametrize("code", languages())
def test_every_named_choice_has_words_in_every_language(code: str) -> None:
    lang = language(code)
    for option, values in CHOICES.items():
        for value in values:
            assert lang.has(choice_id(option, value)), f"{code}: {option}: {value}"


# ----- documents ---------------------------------------------------------------------


@functools.cache
def document(variant_id: str, code: str) -> str:
    model = variant(variant_id)
    return rules_document(model, base_of(model), language(code))


def prose(text: str) -> str:
    """The document's own words: without code, records, quotes, links and the sources' own titles."""
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"^(    - [^“\n]*)“.*$", r"\1", text, flags=re.M)  # a citation's quote, in its source's words
    text = re.sub(r"“(?:[^“”]|“[^“”]*”)*”", " ", text)  # a quote, and any quote inside it
    text = re.sub(r"\]\([^)]*\)", "] ", text)
    return " ".join(text.replace("*", "").split())


def _source_titles(model_id: str) -> list[str]:
    """The titles, sections and places of the sources a document names (its own and its ancestors'): bibliographic, never translated."""
    from pitch_rules.docs.document import ancestry

    model = variant(model_id)
    found = []
    for each in [model, *ancestry(model)]:
        found += [s.title for s in each.sources] + [s.section for s in each.sources if s.section]
        found += [c.at for c in each.citations if c.at]
    return sorted(found, key=len, reverse=True)


def english_words() -> set[str]:
    """Every word of the English catalogs and of the built-in variants' texts, lower case."""
    text = " ".join(_words("en").values()) + " " + " ".join(
        " ".join([m.name, m.description, *m.notes, *(a.text for a in m.approximations), *(p.name for p in m.points)])
        for m in map(load_variant, BUILTINS)
    )
    return {word.lower() for word in re.findall(r"[A-Za-z]{2,}", text)}


ENGLISH_WORDS = english_words()
# Proper names that stay as they are in Latin script: the games' own names, their
# authors and publishers, card names the games give (Jick, Snoozer, Pedro...).
PROPER_NAMES = {
    "pitch", "setback", "smear", "smudge", "cinch", "all", "fours", "seven", "up", "california", "jack", "shasta",
    "sam", "pedro", "sancho", "dom", "snoozer", "jick", "high", "five", "trickster", "cards", "bicycle", "foster",
    "hoyle", "parlett", "penguin", "book", "of", "card", "games", "modernized", "wikipedia", "britannica", "shankar",
    "sell", "out", "charbonneau", "minnesota", "pawnee",
}  # fmt: skip
# Words that are the language's own and happen to be spelled like an English word.
OWN_WORDS = {
    "it": {"bot", "a", "e", "in", "no", "non", "come", "con", "se", "sotto", "per", "le", "la", "il", "da", "di", "ha", "fine", "dove", "solo", "te", "far", "file", "re", "standard", "state", "zero", "decide", "compare"},
    "tr": {"bot", "on", "ve", "as", "her", "en", "kart", "de", "da", "ile", "tur", "bu", "hem", "set", "joker"},
}  # fmt: skip


def english_left(text: str, code: str, model_id: str) -> list[str]:
    """The English words of ``text`` outside quotes, code and source titles."""
    for title in _source_titles(model_id):
        text = text.replace(title, " ")
    text = prose(text)
    for variant_id in sorted(BUILTINS, key=len, reverse=True):  # a variant's id: (partnership-pitch)
        text = text.replace(variant_id, " ")
    text = text.replace("pitch-rules", " ")
    text = re.sub(r"[’'][^\W\d_]+", "", text)  # a suffix after an apostrophe: 3’ten, Cinch’in
    words = [w for w in re.findall(r"[^\W\d_]+(?:[’'][^\W\d_]+)*", text) if re.fullmatch(r"[A-Za-z’']{2,}", w)]
    if code in ("uk", "mk", "bg"):  # any word in Latin script
        return [w for w in words if w.lower() not in PROPER_NAMES]
    allowed = PROPER_NAMES | OWN_WORDS.get(code, set())
    return [w for w in words if w.lower() in ENGLISH_WORDS and w.lower() not in allowed]


@pytest.mark.parametrize("code", OTHERS)
@pytest.mark.parametrize("variant_id", BUILTINS)
def test_documents_have_no_english_word_left(code: str, variant_id: str) -> None:
    left = english_left(document(variant_id, code), code, variant_id)
    assert not left, f"{code} {variant_id}: English words {sorted(set(left))[:20]}"


# Code a reader should never see: a function call, an operator, a name with an underscore, a catalog's placeholder.
CODE = re.compile(r"[A-Za-z_]\(|[<>!]=|==|\b[a-z]+_[a-z_]+\b|\{|\}|\$|\bNone\b|\blib-|\btitle-|\bchoice-|-has-")


@pytest.mark.parametrize("code", languages())
@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_documents_have_no_placeholder_and_no_raw_expression(code: str, variant_id: str) -> None:
    text = prose(document(variant_id, code))
    found = CODE.findall(text)
    assert not found, f"{code} {variant_id}: {found[:5]} in {text[:200]}"


@pytest.mark.parametrize("code", languages())
@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_sentences_start_with_a_capital(code: str, variant_id: str) -> None:
    blocks = [b for b in document(variant_id, code).split("\n\n") if not b.startswith(("```", "|", "- [", "    -"))]
    text = "\n".join(re.sub(r"“[^”]*”|`[^`]*`|\*\*", "", b) for b in blocks)
    lower = re.findall(r"(?:^|(?<![A-Za-zА-я]\.[A-Za-zА-я])\. )(\w+)", text, flags=re.M)
    lower = [w for w in lower if w[:1].islower()]
    assert not lower, f"{code} {variant_id}: sentences start with {lower[:5]}"


@pytest.mark.parametrize("code", OTHERS)
@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_worked_example_replays_in_every_language(code: str, variant_id: str) -> None:
    (line,) = re.findall(r"```json\n(.*?)\n```", document(variant_id, code), re.S)
    ((_, record),) = list(read_records(line, "example"))
    assert replay(record, Rules.from_variant(variant(variant_id))) is None


@pytest.mark.parametrize("code", OTHERS)
def test_changing_any_option_changes_the_words_in_every_language(code: str) -> None:
    """Every option is stated in ``code``: in some variant that has it, changing it changes its describer's words."""
    lang = language(code)
    stated: set[tuple[str, ...]] = set()
    seen: set[tuple[str, ...]] = set()
    for variant_id in VARIANT_IDS:
        model = variant(variant_id)
        for path, value in options(model).items():
            seen.add(path)
            if path in stated:
                continue
            other = with_option(model, path, changed(value, path))
            for describe in readers(path, lang):
                try:
                    if describe(other) != describe(model):
                        stated.add(path)
                        break
                except LookupError:  # the describer read the new value and refused it: it is stated
                    stated.add(path)
                    break
    never_stated = sorted(".".join(path) for path in seen - stated)
    assert not never_stated, f"{code}: changing these options changes no words: {never_stated}"


@pytest.mark.parametrize("code", languages())
def test_diff_speaks_the_language(code: str) -> None:
    text = diff_text(variant("auction-pitch"), variant("smear"), language(code))
    assert "auction-pitch" in text and "smear" in text
    if code != "en":
        assert text != diff_text(variant("auction-pitch"), variant("smear"))
        assert not english_left(text, code, "smear")


# ----- scoring expressions in every language -----------------------------------------


@pytest.mark.parametrize("code", languages())
def test_every_phrase_of_a_card_or_side_has_every_case(code: str) -> None:
    """A card, a side or a set of cards is declined in every case the language has, whatever builds it."""
    lang = language(code)
    voice = Voice(lang=lang)
    for name, make in VALUE_PHRASES.items():
        phrase = make(voice) if name not in ("first_out", "first_out_bidder_first") else make(voice)
        if phrase.type in (Type.SIDE, Type.CARD, Type.CARDS):
            missing = [case for case in lang.cases if case not in phrase.forms]
            assert not missing, f"{code}: value {name} lacks {missing}"
    for source in ["captor(card)", "holder(card)", "highest(in_play)", "lowest(trumps(in_play))", "dealt('J', trump)",
                   "unique_max(trick_points)", "opponent(bidder)", "captured(bidder)", "dealt_card('QS')",
                   "of_suit(in_play, trump)", "counters(in_play)", "dealt('5', off(trump))"]:  # fmt: skip
        phrase = english(source, voice)
        missing = [case for case in lang.cases if case not in phrase.forms]
        assert not missing, f"{code}: {source} lacks {missing}"


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(OTHERS),
    st.sampled_from([Type.INT, Type.BOOL, Type.SIDE, Type.CARD]).flatmap(lambda t: st.tuples(st.just(t), expressions(t, 3))),
)
def test_any_well_typed_expression_reads_in_every_language(code: str, case: tuple[Type, str]) -> None:
    typ, source = case
    compiled = compile_expression(source, typ, ALL_NAMES, DECK)
    lang = language(code)
    jokers = {"JK": extra_card(Voice(lang=lang), "Joker")}
    for team in (False, True):
        phrase = english(compiled, Voice(team=team, card_names=jokers, lang=lang))
        assert phrase.text and not CODE.search(phrase.text), (code, source, phrase.text)
        if typ is Type.BOOL:
            assert phrase.negated and not CODE.search(phrase.negated), (code, source, phrase.negated)


# The word each language's conditionals say "if" with (Turkish puts it after the condition).
IF_WORDS = {"en": "if", "uk": "якщо", "tr": "ise", "mk": "ако", "it": "se", "bg": "ако"}


@pytest.mark.parametrize("code", languages())
def test_a_conditional_inside_a_sentence_is_one_clause_in_every_language(code: str) -> None:
    """Moon Pitch's contract says "if" once, then one either-or clause; a conditional operand is grouped the same way."""
    lang = language(code)
    if_word = re.compile(rf"(?<!\w){IF_WORDS[code]}(?!\w)", re.IGNORECASE)
    model = variant("moon-pitch")
    made = english(model.contract.made, rule_voice(model, ("contract", "made"), lang))
    assert made.grouped is not None
    text = document("moon-pitch", code)
    line = next(line for line in text.splitlines() if made.grouped.text in line)
    contract = line.split(";")[0]
    assert len(if_word.findall(contract)) == 1, contract  # the sentence's own "if", no "if a if b"
    assert made.text not in line  # (the house rules list the rule as a value, in its form standing alone)
    voice = Voice(team=True, lang=lang)
    amount = english("if made then 5 else 0", voice)
    total = english("won + (if made then 5 else 0)", voice)
    assert amount.grouped is not None and total.text.endswith(amount.grouped.text) and amount.text not in total.text
    assert len(if_word.findall(total.text)) == 1, total.text
    clause = english("if bid == 5 then won == 4 else won >= bid", voice)
    both = english("made and (if bid == 5 then won == 4 else won >= bid)", voice)
    assert clause.grouped is not None and both.text.endswith(clause.grouped.text) and not if_word.search(both.text)
    assert english("not (if bid == 5 then won == 4 else won >= bid)", voice).inside().text == clause.grouped.negated


def test_every_value_and_function_has_a_phrase_in_every_language() -> None:
    for code in languages():
        lang = language(code)
        for name in VALUES:
            assert lang.has(f"value-{name}"), f"{code}: {name}"
        for name in FUNCTIONS:
            assert name == "off" or lang.has(f"fn-{name}"), f"{code}: {name}"


# ----- choosing the language -----------------------------------------------------------


@pytest.mark.parametrize(
    ("environ", "code"),
    [
        ({"LANG": "uk_UA.UTF-8"}, "uk"),
        ({"LANG": "tr_TR.UTF-8"}, "tr"),
        ({"LANG": "it_IT@euro"}, "it"),
        ({"LC_ALL": "bg_BG.UTF-8", "LANG": "uk_UA.UTF-8"}, "bg"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_default_language_comes_from_the_locale(environ: dict[str, str], code: str) -> None:
    assert from_environment(environ) == code


def test_an_unknown_language_is_an_error() -> None:
    with pytest.raises(MessageError, match="no catalogs for the language 'xx'"):
        language("xx")


def test_docs_and_diff_take_lang(monkeypatch: pytest.MonkeyPatch) -> None:
    result = run_cli("docs", "auction-pitch", "--lang", "mk")
    assert result.exit_code == 0 and "## Лицитација" in result.output
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    result = run_cli("docs", "auction-pitch")
    assert result.exit_code == 0 and "## Asta" in result.output
    result = run_cli("diff", "auction-pitch", "partnership-pitch", "--lang", "tr")
    assert result.exit_code == 1 and "seçenek farklı" in result.output
    result = run_cli("docs", "auction-pitch", "--lang", "xx")
    assert result.exit_code == 2 and "xx" in result.output


def test_a_house_files_own_words_stay_as_written(tmp_path: Path) -> None:
    house = tmp_path / "house.yaml"
    house.write_text(
        "id: mine\nextends: auction-pitch\nname: Наш пітч\ndescription: Як ми граємо вдома.\ngame:\n  target: 11\n",
        encoding="utf-8",
    )
    text = rules_document(load_variant(house), load_variant("auction-pitch"), language("uk"))
    assert text.startswith("# Наш пітч\n\nЯк ми граємо вдома.")
    assert "Кінець гри › Очки для перемоги: 11 замість «7»." in text


def test_documents_differ_between_languages() -> None:
    texts = {code: document("auction-pitch", code) for code in languages()}
    assert len(set(texts.values())) == len(texts)


# ----- Auction Pitch, rule by rule, in every language ---------------------------------

RULES_BY_LANGUAGE: dict[str, dict[str, list[str]]] = yaml.safe_load(
    (ROOT / "tests" / "data" / "auction-pitch-rules.yaml").read_text(encoding="utf-8")
)
GOLDEN = ROOT / "tests" / "golden" / "docs"


def test_every_language_states_every_rule_of_the_normative_game() -> None:
    """R1-R25 and D1-D7 of the normative statement, each stated in every language's document."""
    rules = {f"R{n}" for n in range(1, 26)} | {f"D{n}" for n in range(1, 8)}
    assert set(RULES_BY_LANGUAGE) == set(OTHERS)
    assert set(AUCTION_PITCH_RULES) == rules
    for code, facts in RULES_BY_LANGUAGE.items():
        assert set(facts) == rules, code
        text = " ".join(document("auction-pitch", code).replace("*", "").split())
        missing = [(rule, fact) for rule, said in facts.items() for fact in said if fact not in text]
        assert not missing, f"{code}: {missing}"


@pytest.mark.parametrize("code", languages())
def test_golden_auction_pitch_document(code: str) -> None:
    """The Auction Pitch document in each language, as reviewed (regenerate deliberately when the words change)."""
    golden = (GOLDEN / f"auction-pitch.{code}.md").read_text(encoding="utf-8")
    assert document("auction-pitch", code) == golden
