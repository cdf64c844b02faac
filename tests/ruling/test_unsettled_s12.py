"""Points added to the audit in round 16 (s12unsettled): each raised where the ruling goes
through it, in the configuration the text leaves open, and not in a settled neighbour."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from ruling.render import warnings_data
from ruling.resolve import resolve
from ruling.scenario import load

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios"


def _doc(game: str, name: str) -> dict[str, Any]:
    (path,) = (SCENARIOS / game).glob(f"{name}.yaml")
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    doc.pop("expect", None)
    return doc


def _run(tmp_path: Path, doc: dict[str, Any]) -> Any:
    f = tmp_path / "s.yaml"
    f.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return resolve(load(f), file=str(f))


def _flagged(r: Any) -> set[str]:
    return {
        c
        for w in warnings_data(r, "en")
        if w["kind"] in ("ambiguity", "rules_text")
        for c in w["clauses"]
    }


def test_mc_limit_discard_order_is_a_reading_with_two_instant_units(tmp_path: Path) -> None:
    # mc limit_discard_order (11.3.2.2 「から順番に」 against 11.3.2.1 「1 体選んで」)
    doc = _doc("mc", "limit_adjustment_two_instant_summoned_order_ambiguous")
    r = _run(tmp_path, doc)
    assert "11.3.2.2" in r.outcome.get("depends_on_reading", [])
    assert r.outcome["state"]["A.discard"] == 1
    other = [x for x in r.outcome["readings"] if x["reading"] == ["summon_order"]]
    # the summon order the scenario does not give: either unit under the other reading
    kept = {tuple(x["outcome"]["state"]["A.c2"]) for x in other}
    assert kept == {("沼地", "古参兵", "援軍甲"), ("沼地", "古参兵", "援軍乙")}


def test_mc_limit_discard_order_not_raised_when_settled(tmp_path: Path) -> None:
    # both units go whatever the order (limit 3): not consulted
    doc = _doc("mc", "limit_adjustment_two_instant_summoned_order_ambiguous")
    doc["players"]["A"]["field"]["c2"][0]["limit"] = 3
    r = _run(tmp_path, doc)
    assert "11.3.2.2" not in _flagged(r) and "depends_on_reading" not in r.outcome
    # one unit summoned at once this turn: it goes, no order to read
    r = _run(tmp_path, _doc("mc", "limit_adjustment_instant_summoned_first"))
    assert "11.3.2.2" not in _flagged(r)


def test_co_end_phase_end_order_flagged_only_with_several(tmp_path: Path) -> None:
    # co end_phase_end_simultaneous (3.6.3 「原則として同時に」 against 4.3.6)
    doc = _doc("co", "end_phase_end_two_abilities_order_ambiguous")
    r = _run(tmp_path, doc)
    assert {"3.6.3", "4.3.6"} <= _flagged(r)
    # one ability at the end-phase end: nothing to order, not flagged
    doc["players"]["A"]["field"][0]["text"] = "ターン開始時に、あなたはカードを1枚引く。"
    r = _run(tmp_path, doc)
    assert "3.6.3" not in _flagged(r)
    assert "4.3.6" not in _flagged(r)


def test_mc_deck_cost_which_cards_flagged_only_below_the_top(tmp_path: Path) -> None:
    # mc deck_cost_which_cards (〈コスト:山札n枚破棄〉: the cards declared, or the top n)
    doc = _doc("mc", "deck_discard_cost_cards_below_the_top_ambiguous")
    r = _run(tmp_path, doc)
    assert {"10.11.10", "10.11.12", "5.1.3.7"} <= _flagged(r)
    text = " ".join(w["text"] for w in warnings_data(r, "en") if w["kind"] == "ambiguity")
    assert "the top 2 (甲, 乙)" in text or "the top 2 (甲、乙)" in text
    # the top two declared: either reading takes them
    doc["actions"][0]["cost_cards"] = ["甲", "乙"]
    assert "10.11.10" not in _flagged(_run(tmp_path, doc))
    # an unnamed deck: its cards are alike, nothing to tell apart
    doc["players"]["A"]["deck"] = 8
    doc["actions"][0].pop("cost_cards")
    assert "10.11.10" not in _flagged(_run(tmp_path, doc))


def test_co_turn_end_order_is_a_reading_where_it_matters(tmp_path: Path) -> None:
    # co turn_end_effects_or_abilities_first (3.7 step 2 「…の終了。ならびに、…の解決」)
    doc = _doc("co", "turn_end_damage_ability_against_until_turn_end_dp_cut_ambiguous")
    r = _run(tmp_path, doc)
    assert {"3.7", "3.7.2"} <= set(r.outcome.get("depends_on_reading", []))
    assert r.outcome["state"]["騎士.zone"] == "B.field"
    other = [x for x in r.outcome["readings"] if x["reading"] == ["abilities_first"]]
    assert other and other[0]["outcome"]["state"]["騎士.zone"] == "B.dustbox"
    # a DP pump instead: the damage stays on 騎士 past the pump's end either way (crashed under
    # both readings): run both ways, not raised
    doc["effects"][0]["value"] = 2
    doc["players"]["B"]["field"][0]["dp"] = 1
    doc["players"]["A"]["field"][0]["text"] = (
        "ターン終了時に、相手のキャラクター1体に2点のダメージを与える。"
    )
    r = _run(tmp_path, doc)
    assert r.outcome["state"]["騎士.zone"] == "B.dustbox"
    assert "3.7" not in _flagged(r) and "depends_on_reading" not in r.outcome
    # no effect lasting until end of turn: nothing to order, not asked
    doc.pop("effects")
    assert "3.7" not in _flagged(_run(tmp_path, doc))


def test_co_draw_phase_start_order_is_a_reading_where_it_matters(tmp_path: Path) -> None:
    # co draw_phase_start_draw_order (3.3's steps and 3.3.1 against 3−3−2 「ドローフェイズ開始時に…
    # 引きます」, printed 3−2−2)
    doc = _doc("co", "draw_phase_start_damage_ability_and_last_card_ambiguous")
    r = _run(tmp_path, doc)
    assert r.outcome.get("winner") == "A"
    assert {"3.2.2#2", "3.3"} <= set(r.outcome.get("depends_on_reading", []))
    other = [x for x in r.outcome["readings"] if x["reading"] == ["draw_first"]]
    assert other and other[0]["outcome"].get("winner") == "B"
    # the deck holds more: the order changes nothing (B loses either way), not raised
    doc["players"]["A"]["deck"] = 5
    r = _run(tmp_path, doc)
    assert r.outcome.get("winner") == "A" and "3.3" not in _flagged(r)
    # turn 1 of the first player: no draw at all, nothing to order
    doc["turn"]["number"] = 1
    doc["players"]["A"]["deck"] = 1
    assert "3.2.2#2" not in _flagged(_run(tmp_path, doc))
