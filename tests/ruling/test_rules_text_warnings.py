"""A ruling says when a clause it rests on has doubtful printed text (KB anomalies), and the
engine's own notes on how it reads the rules come in the output language."""

from __future__ import annotations

from pathlib import Path

from ruling.render import ruling_data, text_doubts
from ruling.resolve import resolve_file
from ruling.trace import Step

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def test_a_deciding_clause_with_a_lost_icon_is_warned_about() -> None:
    # 4.12.2.2's soul icon is lost in extraction, its name still written: the census of the
    # KB's flags (ruling/games/text_flags.yaml) settled it — said, with how it is read, and no
    # ambiguity raised (round 14)
    r = resolve_file(str(SCENARIOS / "ws" / "trigger_soul_icon.yaml"))
    assert "4.12.2.2" in r.decided_by
    for lang, words in (("ja", "規定は変わりません"), ("en", "leaves the rule as it is")):
        data = ruling_data(r, lang)["warnings"]
        warns = [w for w in data if w["kind"] == "rules_text_read"]
        assert [w["clauses"] for w in warns] == [["4.12.2.2"]]
        assert words in warns[0]["text"]
        assert not [w for w in data if w["kind"] == "rules_text"]


def test_only_deciding_clauses_with_doubtful_text_are_named() -> None:
    assert text_doubts("ws", ["1.2.2.1", "9.3.1"]) == []  # clean clauses: no warning
    odd = text_doubts("mc", ["4.3.6"], "en")
    assert odd and "odd_negation" in odd[0]["text"]
    assert text_doubts("mc", ["4.3.6"], noted=frozenset({"4.3.6"})) == []  # the engine's note


def test_a_note_given_in_both_languages_follows_the_output_language() -> None:
    s = Step(0, "rule", "ja", "en", ("1.2.5",), note=("日本語の注記", "an English note"))
    assert s.note_text("ja") == "日本語の注記"
    assert s.as_dict("en")["note"] == "an English note"
    assert Step(1, "rule", "ja", "en", note="one text").note_text("ja") == "one text"


def test_a_possible_contradiction_names_both_clauses() -> None:
    """mc 7.4.3 prints 「与えられません」 where 7.3.3 says 「与えられます」: the warning names both, so
    ``expect.ambiguous`` can require either."""
    warns = text_doubts("mc", ["7.4.3"], "en")
    assert warns and warns[0]["clauses"] == ["7.4.3", "7.3.3"]
