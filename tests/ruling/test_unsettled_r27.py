"""Round 27: the systematic pass over each rules document (ruling/unsettled_scan.py). Every
clause holding a marker of an open reading (「原則として」「可能な限り」「など」「場合があ」, a KB flag
possible_contradiction / odd_negation) has a verdict — an entry of the game's audit quoting the
marked words, a verdict of text_flags.yaml, or a line of unsettled_scan.yaml saying why the text
settles it — and none is left unread."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ruling import unsettled, unsettled_scan

GAMES = ("vs", "ws", "vg", "co", "mc")


@pytest.mark.parametrize("game", GAMES)
def test_every_marked_clause_has_a_verdict(kb: Any, game: str) -> None:
    marked = unsettled_scan.scan(kb, game)
    assert marked, f"{game}: the pass found no marked clause (markers lost?)"
    left = [m.clause for m in marked if not m.verdict]
    assert not left, f"{game}: marked clauses without a verdict: {left}"


@pytest.mark.parametrize("game", GAMES)
def test_a_verdict_is_for_a_clause_that_holds_a_marker(kb: Any, game: str) -> None:
    # no stale line: each clause of the ledger exists and still holds a marker
    marked = {m.clause for m in unsettled_scan.scan(kb, game)}
    for cid in unsettled_scan.ledger().get(game) or {}:
        assert kb.clause(game, cid) is not None, f"{game} {cid}: no such clause"
        assert cid in marked, f"{game} {cid}: a verdict for a clause with no marker"


def test_an_entry_decides_a_word_marker_only_by_quoting_it(kb: Any) -> None:
    # co 3.7 is named by turn_end_effects_or_abilities_first for its step 2, which does not
    # quote 「原則として」: the point of the marker is its own entry
    (m,) = [m for m in unsettled_scan.scan(kb, "co") if m.clause == "3.7"]
    assert m.verdict == "entry:turn_end_play_exception"
    e = unsettled.entry("co", "turn_end_play_exception")
    assert any("原則として" in words for cid, words in e.quotes if cid == "3.7")


def test_the_new_points_are_recorded_not_raised() -> None:
    # found by the pass; no engine rule reaches them yet (the census says so)
    for game, eid in (
        # co battle_end_simultaneous is raised since round 29 (battle-end abilities run)
        ("co", "turn_end_play_exception"),
        ("vg", "unzoned_ability_other_exceptions"),
        ("mc", "vanish_wording_unlisted"),
    ):
        e = unsettled.entry(game, eid)
        assert e.raise_ == "none" and len(e.readings) == 2


def test_a_malformed_ledger_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "scan.yaml"
    monkeypatch.setattr(unsettled_scan, "LEDGER", bad)
    for text, match in (
        ("vg:\n  '1.1': {verdict: maybe}\n", "verdict must be"),
        ("vg:\n  '1.1': {verdict: entry, entry: no_such_point}\n", "no entry"),
        ("vg:\n  '1.1': {verdict: settled}\n", "says why"),
        ("xx:\n  '1.1': {verdict: settled, ja: a, en: b}\n", "no game"),
        ("vg: [\n", "cannot be read"),
    ):
        bad.write_text(text, encoding="utf-8")
        with pytest.raises(unsettled_scan.ScanDataError, match=match):
            unsettled_scan.ledger()


def test_the_command_refuses_an_unknown_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert unsettled_scan.main(["--nonsense"]) == 2
    assert "unknown option" in capsys.readouterr().err


# --- vg per_scope_to_period (12.7.1.1 「原則として‘につき’の次から‘.’の前まで」), raised ---

ACT = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
NEXT_TO = "right_front: {name: 隣, type: normal, grade: 1, power: 8000}"
PER = "【起】【(R)】：あなたのリアガード１枚につき、１枚引き、そのターン中、このユニットのパワー＋5000。"


def _ambiguous(r: Any) -> list[list[str]]:
    from ruling.render import warnings_data

    return [w["clauses"] for w in warnings_data(r, "en") if w["kind"] == "ambiguity"]


def test_per_then_another_step_in_the_sentence_is_flagged_where_x_is_not_one() -> None:
    from tests.ruling.boards import unsupported
    from tests.ruling.boards import zone_names as zone
    from tests.ruling.test_vg_constructions import run, value

    # two rear-guards: two cards drawn, +5000 twice — 12.7.1.1's 「原則として…‘.’の前まで」, the
    # engine's reading since round 32 (r31_007) — the point raised with the other reading
    r = run(PER, actions=ACT, extra=NEXT_TO)
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["山1", "山2"] and value(r, "power") == 20000
    assert ["12.7.1.1", "12.7.1"] in _ambiguous(r)
    # X = 1 (剣士 alone): either reading does it once — not flagged
    r = run(PER, actions=ACT)
    assert zone(r, "A", "hand") == ["山1"] and not _ambiguous(r)
    # the second step in a sentence of its own: settled (done once) — not flagged
    two = PER.replace("１枚引き、", "１枚引く。")
    r = run(two, actions=ACT, extra=NEXT_TO)
    assert sorted(zone(r, "A", "hand")) == ["山1", "山2"] and not _ambiguous(r)
    # the multiplied step alone: nothing after it to reach — not flagged
    r = run("【起】【(R)】：あなたのリアガード１枚につき、１枚引く。", actions=ACT, extra=NEXT_TO)
    assert sorted(zone(r, "A", "hand")) == ["山1", "山2"] and not _ambiguous(r)
