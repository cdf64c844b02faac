"""Unknown stays unknown (issue 14): a value or a zone the scenario leaves out is never read as
0 or empty by a rule that would then act; the ruling states the assumption instead."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from ruling.render import ruling_data
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_unknown_power_attack


def assumptions(text: str) -> tuple[dict, list[str]]:
    r = resolve(loads(text))
    data = ruling_data(r, "en")
    return r.outcome, [w["text"] for w in data["warnings"] if w["kind"] == "assumption"]


@pytest.mark.parametrize(
    ("game", "board"),
    [
        ("ws", "A: {deck: 10, hand: 1}\n  B: {hand: 2}"),
        (
            "vg",
            "A: {deck: 10, hand: 1, vanguard: {name: 竜, grade: 3, power: 13000}}\n  B: {hand: 2, vanguard: {name: 騎士, grade: 3, power: 13000}}",
        ),
    ],
)
def test_a_deck_not_given_is_not_empty(game: str, board: str) -> None:
    text = f"""
game: {game}
title: t
turn: {{player: A, number: 5, phase: main}}
players:
  {board}
actions:
  - {{do: draw, player: A, amount: 1}}
"""
    outcome, said = assumptions(text)
    assert outcome["game_over"] is False
    assert any("B's deck is not given" in s for s in said)


def test_a_deck_given_empty_still_loses() -> None:
    text = """
game: ws
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {deck: 10, hand: 1}
  B: {hand: 2, deck: 0}
actions:
  - {do: draw, player: A, amount: 1}
"""
    outcome, _said = assumptions(text)
    assert outcome.get("loser") == "B"


def test_ws_power_not_given_is_not_zero() -> None:
    text = """
game: ws
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {deck: 10, stage: {center_front: {name: 誰か, type: character, level: 1}}}
  B: {deck: 10}
"""
    r = resolve(loads(text))
    assert r.main.final.zone("A", "stage.center_front")
    said = [w["text"] for w in ruling_data(r, "en")["warnings"] if w["kind"] == "assumption"]
    assert any("誰か's power is not given" in s for s in said)


def test_co_dp_not_given_does_not_crash() -> None:
    text = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 誰か, type: character, ap: 2}]}
  B: {hp: 10, deck: 10}
actions:
  - {do: draw, player: A, amount: 1}
"""
    r = resolve(loads(text))
    assert [c.name for c in r.main.final.zone("A", "field")] == ["誰か"]


def test_mc_defense_not_given_does_not_kill() -> None:
    text = """
game: mc
title: t
turn: {player: A, number: 3, phase: main}
players:
  A:
    deck: 20
    field: {c1: [{name: 本陣, type: terrain, hq: true}, {name: 誰か, type: unit, level: 1}]}
  B: {deck: 20}
actions:
  - {do: damage, to: 誰か, amount: 1}
"""
    # never read as 0: whether 1 damage reaches it is branched on (11.3.1.2.1)
    r = resolve(loads(text))
    assert r.branched
    alive = ["誰か" in [c.name for c in lf.final.zone("A", "field.c1")] for lf in r.leaves]
    assert sorted(alive) == [False, True]


# ---------------------------------------------------------------- a value not given that matters


def branches(text: str) -> dict[str, dict]:
    """The ruling's branches on values not given: option key -> outcome (the ruling must say it
    depends on such a value)."""
    r = resolve(loads(text))
    out = r.outcome
    assert out.get("by_unknown") is True, out
    return {b["choices"][0]: b["outcome"] for b in out["branches"]}


def test_ws_battle_power_not_given_is_branched() -> None:
    """7.6.1.2: the lower power is reversed, equal powers both: an attacker whose power is not
    given gives three outcomes, one per result of the comparison; none is read from 0."""
    got = branches(ws_unknown_power_attack("ask: [A.center_front, B.center_front]\n"))
    assert {k: v["state"] for k, v in got.items()} == {
        "甲.power>乙.power": {"A.center_front": ["甲(rest)"], "B.center_front": ["乙(reverse)"]},
        "甲.power=乙.power": {"A.center_front": ["甲(reverse)"], "B.center_front": ["乙(reverse)"]},
        "甲.power<乙.power": {"A.center_front": ["甲(reverse)"], "B.center_front": ["乙"]},
    }


def test_vg_hit_with_power_not_given_is_branched() -> None:
    """10.7.1.2: the attacked unit is hit when its power is not more than the attacker's: two
    outcomes (≥ / <) when the attacked vanguard's power is not given."""
    got = branches("""
game: vg
title: t
turn: {player: A, number: 3, phase: battle}
players:
  A: {deck: 10, vanguard: {name: 竜, grade: 3, power: 13000, critical: 1}}
  B: {deck: 10, vanguard: {name: 騎士, grade: 3}}
actions:
  - {do: attack, attacker: vanguard, target: vanguard}
ask: [B.damage]
""")
    assert set(got) == {"竜.power≥騎士.power", "竜.power<騎士.power"}
    assert got["竜.power≥騎士.power"] != got["竜.power<騎士.power"]


def test_vs_defence_not_given_is_branched() -> None:
    """7.1.5.4: a ring card whose damage reaches its defence is retired; its defence not given,
    the ruling gives both outcomes (B's tenth retired card loses, 9.2.2, or the game goes on)."""
    got = branches("""
game: vs
title: t
turn: {player: A, number: 5}
players:
  A:
    deck: 20
    ring: {name: 春香, ap: 3000, dp: 2000}
    bench: {left: {name: 千早, ap: 1000, dp: 1000}}
  B: {deck: 20, ring: {name: 美希, ap: 2000}, retire: 9}
actions:
  - {do: attack, support: 千早}
""")
    assert got["美希.damage≥美希.dp"] == {"game_over": True, "winner": "A", "loser": "B"}
    assert got["美希.damage<美希.dp"]["game_over"] is False


def test_co_dp_not_given_is_branched_and_the_crash_follows_the_branch() -> None:
    """4.3.9: damage at least the DP crashes the character; its DP not given, the battle's
    damage is branched on, and the crash rule process follows the branch taken (``possible``)."""
    got = branches("""
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10, field: [{name: 甲, type: character, ap: 2, dp: 3}]}
  B: {hp: 20, deck: 10, field: [{name: 乙, type: character, ap: 1}]}
actions:
  - {do: attack, attacker: 甲, defender: 乙}
ask: [B.field]
""")
    assert got == {
        "2≥乙.dp": {"game_over": False, "state": {"B.field": []}},
        "2<乙.dp": {"game_over": False, "state": {"B.field": ["乙(rest)"]}},
    }


def test_co_undefended_ap_not_given_is_branched_against_the_hp() -> None:
    """3−4−5−4 / 4−1−2: an undefended attacker deals its AP to the opponent's HP, and HP 0 loses:
    the AP not given, whether it reaches the HP is branched on; the other branch says the HP
    left is unknown."""
    text = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 12, deck: 20, field: [{name: 甲, type: character, dp: 2}]}
  B: {hp: 3, deck: 20}
actions:
  - {do: attack, attacker: 甲}
"""
    got = branches(text)
    assert got["甲.ap≥3"] == {"game_over": True, "winner": "A", "loser": "B"}
    assert got["甲.ap<3"]["game_over"] is False
    _out, said = assumptions(text)
    assert any("how much B's HP falls is unknown" in s for s in said)


def test_mc_defence_not_given_in_battle_is_branched() -> None:
    """11.3.1.2.1: a unit with damage at least its defence dies; its defence not given, the
    battle's damage is branched on and the rule process follows the branch."""
    got = branches("""
game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2: [{name: 平原, type: terrain, limit: 6}, {name: 甲, type: unit, level: 2, attack: 4, defense: 3}]
  B:
    deck: 20
    field:
      c3: [{name: 森, type: terrain, limit: 6}, {name: 乙, type: unit, level: 1, attack: 2}]
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [甲], to: c3, dice: {A: 5, B: 2}}
ask: [B.discard]
""")
    assert {k: v["state"]["B.discard"] for k, v in got.items()} == {
        "4≥乙.defense": 1,
        "4<乙.defense": 0,
    }


def test_a_value_not_given_that_does_not_matter_is_not_branched() -> None:
    """The branches on a value not given agree when the outcome asked about does not turn on it:
    the ruling says so ("whatever the values the scenario does not give")."""
    r = resolve(loads(ws_unknown_power_attack("ask: [A.hand]\n")))
    assert r.outcome.get("regardless_of_unknown") is True
    assert "depends_on" not in r.outcome


def test_compare_learns_what_the_branch_took_the_value_to_be() -> None:
    """Once a branch has taken an unknown printed value to be above (or at most) a number, a
    later comparison it settles is not branched again (``values.possible``)."""
    from ruling.core import Engine
    from ruling.rules import get_game
    from ruling.scenario import build
    from ruling.values import BOUNDS, Operand, possible

    scn = loads("""
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10, field: [{name: 甲, type: character}]}
  B: {hp: 20, deck: 10}
""")
    state, _notes = build(scn)
    eng = Engine(get_game("co"), state, [], [])
    uid = state.zone("A", "field")[0].uid
    dp = Operand(0, "DP", "DP", uid, "dp")
    assert possible(eng.ctx, Operand(2, "2", "2"), dp) == (1, 0, -1)
    state.card(uid).states[BOUNDS] = {"dp": (3, None)}  # the branch "2 < DP"
    assert possible(eng.ctx, Operand(2, "2", "2"), dp) == (-1,)
    assert possible(eng.ctx, Operand(3, "3", "3"), dp) == (0, -1)
    assert possible(eng.ctx, Operand(5, "5", "5"), dp) == (1, 0, -1)


@pytest.mark.parametrize(
    ("game", "board", "hand"),
    [
        ("ws", "A: {deck: 10}\n  B: {hand: 2}", 4),
        (
            "vg",
            "A: {deck: 10, vanguard: {name: 竜, grade: 3, power: 13000}}\n"
            "  B: {hand: 2, vanguard: {name: 騎士, grade: 3, power: 13000}}",
            4,
        ),
        ("co", "A: {hp: 10, deck: 10}\n  B: {hp: 10, hand: 1}", 3),
        (
            "vs",
            "A: {deck: 10, ring: {name: 春香, ap: 1, dp: 1}}\n  B: {ring: {name: 美希, ap: 1, dp: 1}}",
            2,
        ),
    ],
)
def test_a_draw_from_a_deck_not_given_is_carried_out(game: str, board: str, hand: int) -> None:
    """A deck the scenario does not list is unknown, not empty: a draw from it is carried out
    (a card of unknown name and type, ``values.unknown_card``) and the ruling says so; it is
    never refused as a draw from an empty deck."""
    text = f"""
game: {game}
title: t
turn: {{player: A, number: 5{"" if game == "vs" else ", phase: main"}}}
players:
  {board}
actions:
  - {{do: draw, player: B, amount: 2}}
"""
    r = resolve(loads(text))
    assert not r.main.rejected
    assert len(r.main.final.zone("B", "hand")) == hand
    said = [w["text"] for w in ruling_data(r, "en")["warnings"] if w["kind"] == "assumption"]
    assert any("B's deck is not given" in s for s in said)


@pytest.mark.parametrize("game", ["co", "vs"])
def test_a_draw_from_a_deck_given_empty_is_not_done(game: str) -> None:
    board = {
        "co": "A: {hp: 10, deck: 10}\n  B: {hp: 10, deck: 0}",
        "vs": "A: {deck: 10, ring: {name: 春香, ap: 1, dp: 1}}\n  B: {deck: 0, ring: {name: 美希, ap: 1, dp: 1}}",
    }[game]
    text = f"""
game: {game}
title: t
turn: {{player: A, number: 5{"" if game == "vs" else ", phase: main"}}}
players:
  {board}
actions:
  - {{do: draw, player: B, amount: 1}}
"""
    r = resolve(loads(text))
    assert r.main.rejected


@pytest.mark.parametrize(
    ("game", "board", "action"),
    [
        ("co", "A: {hp: 10, deck: 10}\n  B: {hp: 10, hand: 1}", "{do: draw, player: A}"),
        (
            "vs",
            "A: {deck: 10, ring: {name: 春香, ap: 1, dp: 1}}\n"
            "  B: {ring: {name: 美希, ap: 1, dp: 1}, waiting: 2}",
            "{do: draw, player: A}",
        ),
    ],
)
def test_a_deck_not_given_is_said_at_the_check(game: str, board: str, action: str) -> None:
    """co 4−1−2 (an empty deck loses) and vs 9.8.1 (an empty deck is renewed from the waiting
    room): a deck the scenario does not list does neither, and the ruling says why."""
    text = f"""
game: {game}
title: t
turn: {{player: A, number: 5{"" if game == "vs" else ", phase: main"}}}
players:
  {board}
actions:
  - {action}
"""
    outcome, said = assumptions(text)
    assert outcome["game_over"] is False
    assert any("B's deck is not given" in s for s in said)


def test_an_answer_whatever_the_unknown_value_names_the_comparison() -> None:
    """The outcome agrees under every result of a comparison that reads a value not given:
    the ruling names the value and the comparison's clause (ws 7.6.1.2), which decides that
    answer; given the value, the battle no longer bears on the answer and is not cited."""
    src = Path(__file__).resolve().parents[1] / "scenarios" / "ws"
    (path,) = src.glob("r9_015_*.yaml")
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    r = resolve(loads(yaml.safe_dump(doc, allow_unicode=True)))
    assert r.outcome.get("regardless_of_unknown")
    assert [u["clauses"] for u in r.outcome["unknown_values"]] == [["7.6.1.2"]]
    assert "7.6.1.2" in r.decided_by
    doc["players"]["B"]["stage"]["center_front"]["power"] = 5000
    r = resolve(loads(yaml.safe_dump(doc, allow_unicode=True)))
    assert "unknown_values" not in r.outcome and "7.6.1.2" not in r.decided_by


PLAY_CONDITIONS = {
    # a card played, called or summoned whose printed value the condition reads is left out
    "ws": (
        """game: ws
title: a value the condition reads left out
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {level: 0, stock: 0, deck: 20, hand: [{name: 謎, type: character, power: 1000%s}]}
  B: {deck: 20}
actions:
  - {do: play, card: 謎, slot: center_front}
ask: [謎.zone]
""",
        ", level: 1, cost: 0",
        ["level", "cost"],
    ),
    "vg": (
        """game: vg
title: a value the condition reads left out
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 先導, type: normal, grade: 1, power: 8000}
    deck: 20
    hand: [{name: 謎, type: normal, power: 5000%s}]
  B: {deck: 20, vanguard: {name: 騎士, type: normal, grade: 1, power: 8000}}
actions:
  - {do: call, card: 謎, circle: left_front}
ask: [謎.zone]
""",
        ", grade: 2",
        ["grade"],
    ),
    "mc": (
        """game: mc
title: a value the condition reads left out
turn: {player: A, number: 6, phase: summon}
players:
  A:
    deck: 10
    hand: [{name: 謎, type: unit, attack: 1, defense: 1%s}]
    field: {c1: [{name: 本陣, type: terrain, hq: true}]}
  B:
    deck: 10
    field: {c4: [{name: 本陣, type: terrain, hq: true}]}
actions:
  - do: summon_phase
    actions: [{do: summon, card: 謎, area: c1}]
choices: [{player: A, at: reading, choose: given}]
ask: [謎.zone]
""",
        ", level: 11",
        ["level"],
    ),
}


@pytest.mark.parametrize("game", sorted(PLAY_CONDITIONS))
def test_a_play_condition_on_a_value_not_given_is_said(game: str) -> None:
    """ws level and cost (8.6.2.1.2, 8.6.2.3), vg grade (9.9.2.1), mc level against the limit
    (12.2.7.2): a value left out is taken to meet the condition and the ruling says so; given,
    the condition is read (a value that fails it refuses the action, no assumption)."""
    text, given, names = PLAY_CONDITIONS[game]
    outcome, said = assumptions(text % "")
    assert "hand" not in str(outcome["state"]["謎.zone"])
    for name in names:
        assert any(f"'s {name} is not given" in s for s in said), (name, said)
    outcome, said = assumptions(text % given)
    assert not any(" is not given" in s and any(n in s for n in names) for s in said), said
    # given: ws level 1 above the player's 0, vg grade 2 above the vanguard's 1, mc 11 above the HQ's 10
    assert "hand" in str(outcome["state"]["謎.zone"])


def test_what_every_branch_shares_is_in_the_outcome() -> None:
    """A ruling that branches (7.6.1.2 on a power not given) still states what holds whatever the
    branch: the keys every branch agrees on are in the outcome beside ``depends_on`` (the state
    entries all share under ``state``), an ``expect.outcome`` on them is met, and the summary says
    it once, ahead of the branches."""
    text = ws_unknown_power_attack(
        """\
ask: [A.center_front, A.stock]
expect:
  outcome: {game_over: false}
""",
        a_more="    stock: 2\n",
    )
    r = resolve(loads(text))
    out = r.outcome
    assert out["by_unknown"] and out["game_over"] is False
    assert out["state"] == {"A.stock": 3}  # the trigger check adds one; the slot differs
    assert check_expect(r) == []
    assert ruling_data(r, "en")["summary"].startswith("in every case: the game goes on: A.stock: 3")
    lost = resolve(loads(text.replace("{game_over: false}", "{loser: A}")))
    assert any(p.startswith("outcome.loser: expected 'A', got None") for p in check_expect(lost))
