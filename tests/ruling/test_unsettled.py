"""The audit of points the rules text does not settle (``ruling/games/<game>.unsettled.yaml``):
each entry quotes its clauses byte-exact, a rule raises it where it says so, and the ruling
flags it exactly in the configuration the text leaves open (a settled neighbour is not)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from ruling import unsettled
from ruling.render import ruling_data, warnings_data
from ruling.resolve import resolve_file
from tests.ruling.boards import run_doc as _run

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios"
GAMES = ("ws", "vs", "vg", "co", "mc")


def _squash(s: str) -> str:
    return re.sub(r"\s+", "", s)


@pytest.mark.parametrize("game", GAMES)
def test_every_entry_names_real_clauses_and_quotes_them(kb: Any, game: str) -> None:
    entries = unsettled.entries(game)
    assert entries, f"{game} has no audit"
    for e in entries.values():
        for c in e.clauses:
            assert kb.clause(game, c) is not None, f"{e.ref}: no clause {c}"
        for cid, words in e.quotes:
            assert cid in e.clauses, f"{e.ref}: quotes {cid}, which it does not name"
            rows = [kb.clause(game, cid), *kb.subtree(game, cid)]
            text = "".join(r.text for r in rows)
            assert _squash(words) in _squash(text), f"{e.ref}: {cid} does not say {words!r}"


def _engine_source(game: str) -> str:
    base = ROOT / "ruling" / "games"
    files = [base / f"{game}.py", *sorted((base / f"_{game}").glob("*.py"))]
    return "\n".join(f.read_text(encoding="utf-8") for f in files)


@pytest.mark.parametrize("game", GAMES)
def test_an_entry_is_raised_where_it_says(game: str) -> None:
    src = _engine_source(game)
    for e in unsettled.entries(game).values():
        named = f'"{e.id}"' in src
        if e.raise_ == "hook" and e.at:
            # the shared machinery: the core, and the points it shares with the games' own
            # rules (``unsettled.replacement_chooser``)
            core = "".join(
                (ROOT / "ruling" / f).read_text(encoding="utf-8")
                for f in ("core.py", "unsettled.py")
            )
            assert f'"{e.at}"' in core, f"{e.ref}: the shared machinery has no point {e.at}"
        elif e.raise_ == "hook" and e.site:
            site = (ROOT / e.site).read_text(encoding="utf-8")
            assert e.clauses[0] in site, f"{e.ref}: {e.site} does not cite {e.clauses[0]}"
            # a reading choice point (``unsettled.choose`` makes one, reading=True), a note or a
            # warning
            raises = (
                "reading=True",
                "note=",
                "Warn(\n",
                "Warn(",
                "unsettled.choose(",
                "unsettled.holds(",
            )
            assert any(w in site for w in raises), e.ref
        elif e.raise_ == "hook":
            assert named, f"{e.ref}: raise: hook, but no rule of {game} raises it"
        else:
            assert not named, f"{e.ref}: raise: {e.raise_}, yet a rule names it"


def test_a_malformed_entry_is_refused() -> None:
    with pytest.raises(unsettled.UnsettledDataError):
        unsettled._entry("ws", {"id": "x", "kind": "nonsense"})
    # a reading cut at ", " by a flow mapping (a stray key) is refused, not shown half
    cut = yaml.safe_load(
        "{id: x, kind: gap, chapter: loss, clauses: ['1.2'], quotes: [{clause: '1.2', text: t}],"
        " question: {ja: q, en: q}, readings: [{key: a, ja: あ, en: one, two}, {key: b, ja: い,"
        " en: three}], raise: none}"
    )
    with pytest.raises(unsettled.UnsettledDataError, match="stray"):
        unsettled._entry("ws", cut)
    with pytest.raises(unsettled.UnsettledDataError):
        unsettled.entry("ws", "no_such_entry")


# ------------------------------------------------------------------ flagged exactly when open


def _flagged(r: Any) -> set[str]:
    return {
        c
        for w in warnings_data(r, "en")
        if w["kind"] in ("ambiguity", "rules_text")
        for c in w["clauses"]
    }


def _scenario(game: str, name: str) -> dict[str, Any]:
    (path,) = (SCENARIOS / game).glob(f"{name}*.yaml")
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    doc.pop("expect", None)
    return doc


def test_ws_defender_moved_to_another_slot_is_a_reading(tmp_path: Path) -> None:
    doc = _scenario("ws", "r9_016")
    doc["ask"] = ["盾.state"]
    r = _run(tmp_path, doc)
    assert "7.2.1.5.1" in r.outcome.get("depends_on_reading", [])
    other = [x for x in r.outcome["readings"] if x["reading"] == ["still_defender"]]
    assert other and other[0]["outcome"]["state"]["盾.state"] == "reverse"
    # settled neighbour: the defender leaves the stage (to the hand): no reading, not flagged
    doc["actions"] = [
        {"do": "resolve_text", "player": "B", "text": "あなたは自分のキャラを1枚選び、手札に戻す。"}
    ]
    doc["choices"] = [{"player": "B", "choose": "盾"}]
    r = _run(tmp_path, doc)
    assert "7.2.1.5.1" not in _flagged(r)
    assert "depends_on_reading" not in r.outcome


def test_vg_attacked_unit_moved_to_another_circle_is_a_reading(tmp_path: Path) -> None:
    doc = _scenario("vg", "r9_007")
    r = _run(tmp_path, doc)
    assert "10.7.1.2.1" in r.outcome.get("depends_on_reading", [])
    assert "10.4.1.9" in r.decided_by
    # settled neighbour: nothing moves, the unit is hit and retired; no reading
    doc["actions"][0].pop("guard_actions")
    r = _run(tmp_path, doc)
    assert "10.7.1.2.1" not in _flagged(r) and "depends_on_reading" not in r.outcome


def test_vg_back_row_target_is_flagged_only_with_a_unit_there(tmp_path: Path) -> None:
    doc = _scenario("vg", "r9_019")
    assert "10.4.1.6" in _flagged(_run(tmp_path, doc))
    doc["players"]["B"].pop("left_back")  # an empty back-row circle: no unit under either reading
    assert "10.4.1.6" not in _flagged(_run(tmp_path, doc))


def test_vs_renewal_loss_moment_only_with_another_loss(tmp_path: Path) -> None:
    doc = _scenario("vs", "r9_025")
    r = _run(tmp_path, doc)
    assert "9.8.1" in r.outcome.get("depends_on_reading", [])
    doc["players"]["B"]["retire"] = 3  # B does not lose: A's deck-out alone decides
    r = _run(tmp_path, doc)
    assert r.outcome.get("loser") == "A"
    assert "9.8.1" not in _flagged(r)


def test_vs_failed_choice_with_a_later_draw_is_a_reading(tmp_path: Path) -> None:
    doc = _scenario("vs", "r9_008")
    r = _run(tmp_path, doc)
    assert "8.6.5" in r.outcome.get("depends_on_reading", [])
    # settled neighbour: nothing follows the choice (both clauses agree: nothing happens)
    doc["players"]["B"]["bench"]["left"]["text"] = (
        "[ベンチ]相手のカードがアタックした時、相手のリタイヤを1枚選び、相手の控え室に置く。"
    )
    r = _run(tmp_path, doc)
    assert "8.6.5" not in _flagged(r) and "depends_on_reading" not in r.outcome


def test_vs_rejoined_clause_is_flagged_when_it_decides() -> None:
    r = resolve_file(SCENARIOS / "vs" / "r9_015_loss_by_effect_text_cut_off.yaml")
    assert "1.2.5" in _flagged(r)
    # a loss that 1.2.5 does not decide (ten retired cards, 1.2.2.1 / 9.2.2): not flagged
    r = resolve_file(
        SCENARIOS / "vs" / "r9_025_deck_out_and_renewal_tenth_retire_same_check_timing_draw.yaml"
    )
    assert "1.2.5" not in _flagged(r)


def test_co_own_hp_to_zero_only_by_own_card(tmp_path: Path) -> None:
    doc = _scenario("co", "r9_003")
    r = _run(tmp_path, doc)
    assert r.outcome.get("loser") == "A" and "4.1.2" in _flagged(r)
    # settled neighbour: the opponent's spell brings A's HP to 0 (「対戦相手のHPを0にしたとき」)
    doc["turn"]["player"] = "B"
    doc["players"]["B"]["energy"] = 3
    doc["players"]["B"]["hand"] = doc["players"]["A"].pop("hand")
    doc["players"]["B"]["hp"] = 20
    doc["actions"] = [{"do": "play", "player": "B", "card": "道連れの業火"}]
    r = _run(tmp_path, doc)
    assert r.outcome.get("loser") == "A" and "4.1.2" not in _flagged(r)


def test_co_end_condition_mid_text_is_a_reading(tmp_path: Path) -> None:
    doc = _scenario("co", "r6_031")
    r = _run(tmp_path, doc)
    assert set(r.outcome.get("depends_on_reading", [])) >= {"4.1.2", "4.3.2.6"}
    # settled neighbour: the damage is the text's last step (nothing follows it)
    doc["players"]["A"]["hand"][0]["text"] = "相手のデュエルマスターに3点のダメージを与える。"
    r = _run(tmp_path, doc)
    assert r.outcome.get("winner") == "A" and "4.3.2.6" not in _flagged(r)
    assert "depends_on_reading" not in r.outcome


def test_the_warning_names_the_question_and_readings_in_both_languages() -> None:
    r = resolve_file(SCENARIOS / "vg" / "r9_019_attack_on_back_row_rearguard_refused.yaml")
    for lang, words in (("ja", "前列の"), ("en", "the front row only")):
        ws = [w for w in ruling_data(r, lang)["warnings"] if w["kind"] == "ambiguity"]
        assert ws and words in ws[0]["text"] and ws[0]["clauses"][0] == "10.4.1.6"


def _co_event(text: str, ask: list[str], kind: str = "item") -> dict[str, Any]:
    return {
        "game": "co",
        "title": "an event resolves",
        "turn": {"player": "A", "number": 6, "phase": "main"},
        "players": {
            "A": {
                "hp": 20,
                "energy": 1,
                "deck": 5,
                "hand": [{"name": "回復薬", "type": kind, "cost": 1, "text": text}],
            },
            "B": {"hp": 20, "deck": 10},
        },
        "actions": [{"do": "play", "card": "回復薬"}],
        "ask": ask,
    }


def test_co_played_card_destination_only_where_it_is_asked(tmp_path: Path) -> None:
    """3−4−3 / 4−2−3 send only a 「使い捨て」 card to the dustbox and a 「〜にセット」 one to the
    field: for an event, spell or item that is neither the destination is open, and flagged
    where the ruling rests on where the card went."""
    r = _run(tmp_path, _co_event("カードを1枚引く", ["A.dustbox"]))
    assert {"3.4.3", "4.2.3"} <= _flagged(r)
    assert r.outcome["state"]["A.dustbox"] == 1
    # settled neighbour: a 使い捨て event goes to the dustbox by 3−4−3 itself
    r = _run(tmp_path, _co_event("使い捨て\nカードを1枚引く", ["A.dustbox"]))
    assert "3.4.3" not in _flagged(r)
    # a spell or an event that is neither: open alike (3−4−3 names the three kinds together)
    for kind in ("spell", "event"):
        r = _run(tmp_path, _co_event("カードを1枚引く", ["A.dustbox"], kind=kind))
        assert {"3.4.3", "4.2.3"} <= _flagged(r), kind
    # the destination does not matter to what is asked (the hand): not flagged
    r = _run(tmp_path, _co_event("カードを1枚引く", ["A.hand"]))
    assert "3.4.3" not in _flagged(r)


def _co_damage_spell(text: str) -> dict[str, Any]:
    trigger = "『鳴瀬真奈美』がダメージを受けたとき、あなたは山札からカードを1枚引く。"
    return {
        "game": "co",
        "title": "a damage spell on a character with a damage trigger",
        "turn": {"player": "A", "number": 6, "phase": "main"},
        "players": {
            "A": {
                "hp": 20,
                "energy": 1,
                "deck": 5,
                "hand": [{"name": "火の粉", "type": "spell", "cost": 1, "text": text}],
            },
            "B": {
                "hp": 20,
                "deck": 10,
                "hand": 0,
                "field": [
                    {"name": "鳴瀬真奈美", "type": "character", "ap": 2, "dp": 3, "text": trigger}
                ],
            },
        },
        "actions": [{"do": "play", "card": "火の粉", "target": "鳴瀬真奈美"}],
        "ask": ["B.hand"],
    }


def test_co_trigger_during_resolution_only_with_a_later_step(tmp_path: Path) -> None:
    """4−3−6 resolves a trigger 「満たした段階で」; met while the spell still has a step to
    carry out (4−3−2−6 「順に処理」), whether it cuts in is open and flagged."""
    later = "対象のキャラクターに1点のダメージを与える。そのあと、あなたは山札からカードを1枚引く。"
    r = _run(tmp_path, _co_damage_spell(later))
    assert r.outcome["state"]["B.hand"] == 1
    assert {"4.3.6", "4.3.2.6"} <= _flagged(r)
    # settled neighbour: the damage is the spell's last step: nothing is cut into
    r = _run(tmp_path, _co_damage_spell("対象のキャラクターに1点のダメージを与える。"))
    assert r.outcome["state"]["B.hand"] == 1
    assert "4.3.6" not in _flagged(r)


def test_replacement_chooser_only_when_doer_and_master_differ(tmp_path: Path) -> None:
    """11.12.2.2 names 「その行動を実行するファイター、またはその行動が適用されるカードのマスター」:
    A retiring B's unit with two replacement effects on it is a reading, both run (the shared
    point ``replacement_chooser``, named by vs, ws, vg and mc alike)."""
    doc = _scenario("vg", "replacement_two_affected_fighter_chooses")
    doc["ask"] = ["B.bind", "B.removed"]
    r = _run(tmp_path, doc)
    assert "11.12.2.2" in r.outcome.get("depends_on_reading", [])
    doers = [x for x in r.outcome["readings"] if x["reading"] == ["doer"]]
    assert {x["outcome"]["state"]["B.bind"] for x in doers} == {0, 1}  # A picks either
    # (round 26: co's left_field_same_card is raised at the shared ``new_object`` point too;
    # round 42: ws's replacing_event_replaced at the shared ``replacing_event`` point;
    # round 56: vs's one_card_two_cost_parts at ``unsettled.one_card_two_cost_parts``;
    # round 57: vs's prohibited_and_replaced at ``unsettled.prohibited_replaced``)
    assert {e.id for g in GAMES for e in unsettled.entries(g).values() if e.at} == {
        "replacement_chooser",
        "left_field_same_card",
        "replacing_event_replaced",
        "one_card_two_cost_parts",
        "prohibited_and_replaced",
    }
    # settled neighbour: B retires its own unit — the doer is the master: not flagged
    doc["actions"] = [{"do": "retire", "player": "B", "card": "B.left_front"}]
    r = _run(tmp_path, doc)
    assert "11.12.2.2" not in _flagged(r) and "depends_on_reading" not in r.outcome
    assert r.outcome["state"]["B.removed"] == 1


def test_co_cost_paid_by_itself_only_with_the_card_itself(tmp_path: Path) -> None:
    """A character whose ability costs 「キャラクターをクラッシュする」 crashed as its own cost:
    4−3−3−1 asks only for a character; whether it may, and its ability then resolve, is open."""
    doc = {
        "game": "co",
        "title": "a character crashed as its own ability's cost",
        "turn": {"player": "A", "number": 6, "phase": "main"},
        "players": {
            "A": {
                "hp": 20,
                "deck": 10,
                "hand": 0,
                "field": [
                    {
                        "name": "志願兵",
                        "type": "character",
                        "ap": 1,
                        "dp": 1,
                        "text": "キャラクターをクラッシュする:あなたは山札からカードを1枚引く。",
                    },
                    {"name": "見張り", "type": "character", "ap": 1, "dp": 1},
                ],
            },
            "B": {"hp": 20, "deck": 10},
        },
        "actions": [{"do": "activate", "card": "志願兵", "cost_card": "志願兵"}],
        "ask": ["A.hand", "A.dustbox"],
    }
    r = _run(tmp_path, doc)
    assert {"4.3.3.1", "3.4.4"} <= _flagged(r)
    assert r.outcome["state"]["A.hand"] == 1
    # settled neighbour: another character pays the cost
    doc["actions"][0]["cost_card"] = "見張り"
    r = _run(tmp_path, doc)
    assert "4.3.3.1" not in _flagged(r)
    assert r.outcome["state"]["A.hand"] == 1


def _ws_any_slot(slot: str) -> dict[str, Any]:
    return {
        "game": "ws",
        "title": "an effect puts a character into a slot of the player's choice",
        "turn": {"player": "A", "number": 5, "phase": "main", "first_player": "A"},
        "players": {
            "A": {
                "deck": 10,
                "waiting_room": [{"name": "戻り", "type": "character", "level": 0, "power": 1000}],
                "stage": {
                    "center_front": {"name": "先客", "type": "character", "level": 0, "power": 2000}
                },
            },
            "B": {"deck": 10},
        },
        "actions": [
            {
                "do": "resolve_text",
                "player": "A",
                "text": "あなたは自分の控え室のキャラを1枚選び、舞台の好きな枠に置く。",
            }
        ],
        "choices": [
            {"player": "A", "choose": "戻り"},
            {"player": "A", "at": "slot", "choose": slot},
        ],
        "ask": ["先客.zone", "戻り.zone"],
    }


def test_ws_any_slot_flagged_only_when_the_slot_is_occupied(tmp_path: Path) -> None:
    """「舞台の好きな枠に置く」 onto a slot a character holds: whether that slot may be chosen is
    open (9.6.2 vs 4.12.2.10.1, which alone says so in words); an empty slot is settled."""
    r = _run(tmp_path, _ws_any_slot("center_front"))
    assert r.outcome["state"]["先客.zone"] == "A.waiting_room"
    assert {"9.6.2", "4.12.2.10.1"} <= _flagged(r)
    r = _run(tmp_path, _ws_any_slot("left_front"))
    assert "4.12.2.10.1" not in _flagged(r)


def test_ws_attacker_moved_to_another_slot_is_a_reading(tmp_path: Path) -> None:
    """7.6.1.3 「攻撃キャラ…が存在しなくなったり」 names no move to another slot: an attacker moved
    to the back row in the counter step gives the engine's reading (gone: no damage, no battle)
    and the other (its damage dealt, the defender reversed), taken once for the attack."""
    doc = _scenario("ws", "r9_016")
    doc["actions"][0]["player"] = "A"
    doc["choices"] = [
        {"player": "A", "choose": "槍"},
        {"player": "A", "at": "slot", "choose": "left_back"},
    ]
    doc["ask"] = ["盾.state", "B.clock"]
    r = _run(tmp_path, doc)
    assert r.outcome["state"] == {"盾.state": "stand", "B.clock": 0}
    assert "7.6.1.3" in r.outcome.get("depends_on_reading", [])
    (other,) = [x for x in r.outcome["readings"] if x["reading"] == ["still_attacker"]]
    assert other["outcome"]["state"] == {"盾.state": "reverse", "B.clock": 1}
    # settled neighbour: the attacker leaves the stage (to the hand): no reading
    doc["actions"] = [
        {"do": "resolve_text", "player": "A", "text": "あなたは自分のキャラを1枚選び、手札に戻す。"}
    ]
    doc["choices"] = [{"player": "A", "choose": "槍"}]
    r = _run(tmp_path, doc)
    assert "depends_on_reading" not in r.outcome
    assert "readings" not in r.outcome


def test_the_census_doc_is_current() -> None:
    doc = ROOT / "docs" / "unsettled.md"
    assert doc.read_text(encoding="utf-8") == unsettled.census_markdown(), (
        "docs/unsettled.md is stale: run `python -m ruling.unsettled --write docs/unsettled.md`"
    )


def test_holds_is_a_yes_or_no_reading_point() -> None:
    # a point whose readings answer one question: the reading named is True, the other False
    gen = unsettled.holds("p1", "co", "own_hp_to_zero", "hp_zero_loses")
    point = next(gen)
    assert point.reading and point.kind == "reading"
    assert {o.key: o.value for o in point.options} == {
        "hp_zero_loses": True,
        "no_condition": False,
    }
    with pytest.raises(StopIteration) as done:
        gen.send(False)
    assert done.value.value is False
    # a reading the entry does not have is a data error, not a point always answered no
    with pytest.raises(unsettled.UnsettledDataError, match="no reading 'loses'"):
        next(unsettled.holds("p1", "co", "own_hp_to_zero", "loses"))
