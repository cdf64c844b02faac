"""co rules found through the round-24 blind files (s20rulesA; round 24, session 20), each on a
minimal case with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


# --- 「あなたはこのゲームに敗北しない」 against a loss the rules instruct (4.1.2 with 4.2.9) ---

_HP = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 剣士, type: character, ap: 3, dp: 2}]
  B:
    hp: 3
    deck: 10
effects: %s
actions:
  - {do: attack, attacker: 剣士, defender: none}
"""

_NOT_LOSE = '[{target: B, stat: lose, op: prohibit, source: "あなたはこのゲームに敗北しない"}]'


def test_a_loss_at_zero_hp_kept_off_ends_once_and_cites_the_text_beating_the_rules() -> None:
    """B at 0 HP under 「敗北しない」: the loss (4.1.2) is kept off — once per check timing, not
    over and over until the endless-loop cut-off (before: the same process again and again,
    the ruling's reasons lost) — and the step cites the card text beating the basic rules
    (4.2.9), a reason of "the game goes on"."""
    r = _run(_HP % _NOT_LOSE)
    assert r.main.outcome["game_over"] is False
    assert not any(w.kind == "loop" or "永久" in w.ja for w in r.main.warnings)
    assert {"4.1.2", "4.2.9"} <= set(r.decided_by)
    kept = [s for s in r.main.trace.steps if s.event == "rule" and "敗北しない" in s.ja]
    assert 1 <= len(kept) <= 3  # one per check timing that finds it
    # no such effect: B loses (the neighbour)
    lost = _run(_HP % "[]")
    assert lost.main.outcome["game_over"] is True and lost.main.outcome.get("winner") == "A"


# --- a count of navigators played said as yes / no (3−4−1) ---

_NAV = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    navigator_played: %s
    hand: [{name: 道化, type: navigator}]
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 道化}
ask: [A.hand, A.field]
"""


@pytest.mark.parametrize(("given", "refused"), [("true", True), ("1", True), ("false", False)])
def test_navigator_played_may_be_said_as_yes_or_no(given: str, refused: bool) -> None:
    """``navigator_played: true`` is what a user writes for 「このターンにナビゲーターをプレイした」:
    read as 1 (the second navigator refused, 3−4−1); ``false`` as 0 (played)."""
    r = _run(_NAV % given)
    assert bool(r.main.outcome.get("rejected")) is refused
    if refused:
        assert "3.4.1" in r.decided_by


def test_a_flag_is_accepted_only_where_a_count_may_be_said_so() -> None:
    """``hp: true`` stays an error (a number is needed), said, not a traceback."""
    with pytest.raises(ScenarioError, match="players.A.hp"):
        loads(
            (_NAV % "0").replace(
                "hp: 20\n    deck: 10\n    navigator", "hp: true\n    deck: 10\n    navigator"
            ),
            "t.yaml",
        )


# --- three points the co rules text does not settle, each run under both readings ---

_RETURNED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 撤退命令, type: spell, cost: 1, text: "使い捨て\\n対象のキャラクターを手札に戻す。"}]
    field: [{name: 兵, type: character, ap: 1, dp: 3, damage: %d, cost: 1}]
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 撤退命令, target: 兵}
  - {do: play, card: 兵}
  - {do: damage, to: 兵, amount: 1, source: 火の粉}
ask: [兵.zone]
"""


def test_damage_of_a_character_back_on_the_field_is_run_under_both_readings() -> None:
    """4−3−9 (damage accumulates) with no rule clearing it off the field (3−7−1 at the turn's end
    only): kept — the engine's, 2 + 1 crashes 兵 — or gone with the field (unsettled
    ``damage_off_field``); a character with no damage before raises nothing."""
    r = _run(_RETURNED % 2)
    assert r.outcome["state"]["兵.zone"] == "A.dustbox"
    assert "4.3.9" in r.outcome.get("depends_on_reading", ())
    fresh = _run(_RETURNED % 0)
    assert "depends_on_reading" not in fresh.outcome
    assert fresh.outcome["state"]["兵.zone"] == "A.field"


_GUN = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 宇宙刑事, type: character, ap: 2, dp: 3, text: "%s"}]
  B:
    hp: 10
    deck: 10
    field:
      - {name: 柴崎拓也, type: character, ap: 2, dp: 4}
      - {name: GUN, type: item, set_on: 柴崎拓也, text: "セットされたキャラクターは、「+2:+0」の修正を受け、以下の特殊能力を得る。『「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい』"}
actions:
  - {do: attack, attacker: 宇宙刑事, defender: 柴崎拓也}
ask: [B.hp]
"""


def test_a_permission_for_one_keyword_against_an_attacker_with_both() -> None:
    """3−4−5−7's row 「飛行」と「潜水」 against 〔GUN〕's permission for 「飛行」: refused (the engine's)
    or allowed (4−2−9; unsettled ``defend_permission_both``); an attacker with 「飛行」 only is
    defended under every reading."""
    r = _run(_GUN % "飛行\\n潜水")
    assert r.outcome["state"]["B.hp"] == 8
    assert "3.4.5.7" in r.outcome.get("depends_on_reading", ())
    one = _run(_GUN % "飛行")
    assert one.outcome["state"]["B.hp"] == 10 and "depends_on_reading" not in one.outcome


_DRAW = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 再考, type: spell, cost: 1, text: "使い捨て\\nあなたは山札からカードを2枚引く。そのあと、あなたは手札からカードを1枚選び、山札の一番上に置く。"}%s]
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 再考}
ask: [A.hand, A.deck]
"""


def test_cards_a_text_drew_for_its_next_sentence_are_run_under_both_readings() -> None:
    """4−2−1 (a drawn card is a hand card once 「the draw」 resolves) against 4−3−1's 「行動」 (the
    play): the two drawn cards may be put back (the engine's) or are not hand cards yet
    (unsettled ``drawn_cards_in_hand``)."""
    r = _run(_DRAW % "")
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 9}
    assert "4.2.1" in r.outcome.get("depends_on_reading", ())
    other = [x for x in r.outcome["readings"] if x["reading"] == ["play"]]
    assert other and other[0]["outcome"]["state"] == {"A.hand": 2, "A.deck": 8}


# --- a replacement of an action the rules instruct: the text beats the rules (4−2−9) ---

_REPLACED = """game: co
title: t
turn: {player: A, number: 7%s}
players:
  A: {hp: 10, deck: 5, hand: 3}
  B: {hp: 20, deck: 10}
effects:
  - {target: A, stat: draw, op: replace, value: heal, source: "あなたがカードを引く場合、かわりにHPを1点回復する"}
actions:
  - %s
ask: [A.hp, A.hand]
"""


def test_a_replaced_draw_of_the_draw_phase_cites_the_text_beating_the_rules() -> None:
    """The draw phase's draw (3−2−2#2, the rules' own instruction) replaced by an HP recovery:
    the card's text over the basic rules (4−2−9), with the replacement's clauses; a draw an
    effect instructs, replaced the same way, rests on the replacement alone."""
    r = _run(_REPLACED % ("", "{do: draw_phase}"))
    assert r.outcome["state"] == {"A.hp": 11, "A.hand": 3}
    assert {"3.2.2#2", "4.2.9"} <= set(r.decided_by)
    by_effect = _run(
        _REPLACED
        % (
            ", phase: main",
            '{do: resolve_text, player: A, text: "あなたは山札からカードを1枚引く。"}',
        )
    )
    assert by_effect.outcome["state"] == {"A.hp": 11, "A.hand": 3}
    assert "4.2.9" not in by_effect.decided_by
