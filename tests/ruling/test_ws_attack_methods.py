"""WS attack methods a character may not use (7.2.1.4, 1.3.3): a prohibition on one method
(「このカードはフロントアタックできない」, an effect in force on the card) leaves the other; with no
method left — 大活躍 allows only a front attack on it (10.6.2), nothing opposite only a direct
attack (7.2.1.4.1) — the character is not one that can attack (7.2.1.3.1.3)."""

from __future__ import annotations

from typing import Any

from grammar.parse import parse_card
from ruling.core import Answer, Engine
from ruling.games._ws.cardtext import compile_ability
from ruling.games._ws.cardtext.ir import prog_ext
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import build, loads
from ruling.state import Effect

GAME = get_game("ws")


def _run(opposite: str, ban: str, kind: str, reading: str | None = None) -> Engine:
    scn = loads(
        f"""
game: ws
title: attack methods
turn: {{player: B, number: 6, phase: main, first_player: A}}
players:
  A:
    deck: 10
    stage: {{{opposite}}}
  B:
    deck: 10
    stage:
      left_front: {{name: 攻め手, type: character, level: 2, power: 9000, soul: 1}}
actions: []
"""
    )
    state, _notes = build(scn)
    # 大活躍 into a forbidden front attack is the point replacement_into_prohibited (run under
    # both readings since round 33): ``reading`` answers it
    answers = [Answer("B", reading, at="reading")] if reading else []
    eng = Engine(GAME, state, answers)
    GAME.setup(eng.ctx)  # type: ignore[misc]
    uid = state.zone("B", "stage.left_front")[0].uid
    state.effects.append(
        Effect(state.next_seq(), uid, "ban", "prohibit", ban, "turn", "できない", ("1.3.3",))
    )
    eng.run_action("attack", {"player": "B", "slot": "left_front", "kind": kind})
    return eng


def _clauses(eng: Engine) -> set[str]:
    return {c for s in eng.trace.steps for c in s.clauses}


def test_great_performance_and_no_front_attack_means_no_attack() -> None:
    star = 'center_front: {name: 主役, type: character, level: 2, power: 9000, soul: 2, text: "【永】 大活躍"}'
    eng = _run(star, "front_attack", "side", "nothing_happens")  # the engine's reading
    assert eng.state.zone("B", "stage.left_front")[0].orientation == "stand"
    assert eng.state.vars.get("attack") is None and not eng.state.vars.get("attacks")
    assert {"7.2.1.3.1.3", "10.6.2", "1.3.3"} <= _clauses(eng)
    # the other reading: 大活躍 is not applied, the side attack declared goes ahead
    other = _run(star, "front_attack", "side", "not_applied")
    assert other.state.zone("B", "stage.left_front")[0].orientation == "rest"
    assert other.state.vars.get("attacks") == 1


def test_no_front_attack_makes_it_a_side_attack() -> None:
    eng = _run(
        "right_front: {name: 守り手, type: character, level: 1, power: 3000, soul: 1}",
        "front_attack",
        "front",
    )
    assert eng.state.zone("B", "stage.left_front")[0].orientation == "rest"
    assert eng.state.zone("A", "stage.right_front")[0].orientation == "stand"  # no battle
    assert len(eng.state.zone("A", "clock")) == 0  # soul 1 - level 1 = 0: no damage
    assert "7.2.1.4.2" in _clauses(eng)


def test_no_direct_attack_with_nothing_opposite_means_no_attack() -> None:
    eng = _run("", "direct_attack", "direct")
    assert eng.state.zone("B", "stage.left_front")[0].orientation == "stand"
    assert len(eng.state.zone("A", "clock")) == 0


def test_a_defender_gone_before_the_battle_step_leaves_the_attacker_as_it_was() -> None:
    """7.6.1.3: the defender left its slot (bounced by the return icon, 4.12.2.3) — no power is
    compared, and the attacker that would have lost keeps its state on that ground."""
    from ruling.resolve import resolve

    r = resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: A, number: 6, phase: attack, first_player: A}\n"
            "players:\n  A:\n    level: 1\n"
            "    deck: [{name: 門, type: climax, trigger: [return]}, 19]\n"
            "    stage: {center_front: {name: 弱, type: character, level: 1, power: 1000, soul: 1}}\n"
            "  B:\n    deck: [{name: 札, type: character, trigger: []}, 19]\n"
            "    stage: {center_front: {name: 強, type: character, level: 1, power: 9000}}\n"
            "actions:\n  - {do: attack, player: A, slot: center_front, kind: front}\n"
            "choices:\n  - {player: A, at: return, choose: 強}\nask: [弱.state]\n"
        )
    )
    assert r.outcome["state"] == {"弱.state": "rest"}
    assert "7.6.1.3" in r.decided_by


def test_an_attack_refused_after_the_phase_start_changed_cards_is_refused() -> None:
    """The attack action enters the attack phase first (7.2.1.1: 「アタックフェイズの始めに」
    abilities trigger and resolve); the attack proper is the choice of the character
    (7.2.1.3). A character with no method left is refused there (7.2.1.3.1.3, 10.6.2, 1.3.3),
    though the phase's start already moved a card: the action is refused, not carried out."""
    from ruling.resolve import check_expect, resolve

    def run(allowed: bool) -> list[str]:
        return check_expect(
            resolve(
                loads(
                    "game: ws\ntitle: t\nturn: {player: B, number: 6, phase: main, first_player: A}\n"
                    "players:\n  A:\n    deck: 10\n    stage:\n"
                    '      center_front: {name: 主役, type: character, level: 2, power: 9000, soul: 2, text: "【永】 大活躍"}\n'
                    '      right_front: {name: 見張り, type: character, level: 1, power: 3000, soul: 1, text: "【自】 相手のアタックフェイズの始めに、あなたは自分の山札の上から1枚を、ストック置場に置く。"}\n'
                    "  B:\n    deck: 10\n    stage:\n"
                    '      left_front: {name: 攻め手, type: character, level: 2, power: 9000, soul: 1, text: "【永】 このカードはフロントアタックできない。"}\n'
                    f"actions:\n  - {{do: attack, player: B, slot: left_front, kind: side, allowed: {str(allowed).lower()}}}\n"
                    "expect:\n  state: {A.stock: 1, B.left_front: stand}\n"
                )
            )
        )

    assert run(False) == []
    assert any("was expected to be carried out" in p for p in run(True))


_FROM_BACK = (
    "【永】 後列に【スタンド】しているこのカードがいるなら、このカードはアタックを行うキャラとして"
    "選択してよい。そうしたら、このカードはダイレクトアタックする。"
)


def _back_row_attack(opponent_stage: str, orientation: str = "stand"):
    from ruling.resolve import resolve

    return resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"
            "players:\n  A:\n    level: 1\n"
            "    deck: [{name: 札, type: character, trigger: []}, 9]\n"
            "    stage:\n"
            f'      left_back: {{name: 潜む者, type: character, level: 1, power: 4000, soul: 1, state: {orientation}, text: "{_FROM_BACK}"}}\n'
            f"  B:\n    level: 1\n    deck: [{{name: 受け1, type: character}}, {{name: 受け2, type: character}}, 8]\n"
            f"    stage: {{{opponent_stage}}}\n"
            "actions:\n  - {do: attack, player: A, slot: left_back}\n"
            "ask: [A.left_back, B.clock]\n"
        )
    )


def test_a_card_text_lets_a_back_row_character_attack_directly() -> None:
    """「このカードはアタックを行うキャラとして選択してよい。そうしたら、このカードはダイレクト
    アタックする」 with its condition met: the back-row character is chosen (1.3.1 over
    7.2.1.3.1.1) and its attack method is a direct attack (8.10.1): soul +1 (7.2.1.4.1)."""
    r = _back_row_attack("center_front: {name: 相手, type: character, level: 1, power: 9000}")
    assert r.outcome["state"] == {"A.left_back": ["潜む者(rest)"], "B.clock": 2}
    assert {"1.3.1", "8.10.1"} <= set(r.decided_by)


def test_great_performance_replaces_the_back_row_direct_attack_after_it() -> None:
    """8.10.2.4: the turn player's replacement of the attack method (the direct attack) applies
    before the non-turn player's (大活躍, 10.6.2): the attack is a front attack on the 大活躍
    character — no direct-attack soul, and the attacker (4000) loses the battle (9000)."""
    r = _back_row_attack(
        'center_front: {name: 主役, type: character, level: 1, power: 9000, text: "【永】 大活躍"}'
    )
    assert r.outcome["state"] == {"A.left_back": ["潜む者(reverse)"], "B.clock": 1}
    assert {"8.10.2.4", "10.6.2"} <= set(r.decided_by)


def test_the_permission_needs_its_condition() -> None:
    """「後列に【スタンド】しているこのカードがいるなら」: a rested one is not chosen (7.2.1.3.1.1)."""
    r = _back_row_attack("", orientation="rest")
    assert r.outcome["state"] == {"A.left_back": ["潜む者(rest)"], "B.clock": 0}
    assert r.outcome.get("rejected")


_REDIRECT = (
    "【永】 このカードがアタックする時、あなたはかわりに相手の後列のキャラを1枚選び、"
    "このカードはそのキャラを防御キャラとしてフロントアタックしてよい。"
)


def _redirect(star: bool, use: str) -> Any:
    front = (
        'center_front: {name: 主役, type: character, level: 2, power: 3000, soul: 2, text: "【永】 大活躍"}, '
        if star
        else ""
    )
    return resolve(
        loads(
            f"""
game: ws
title: attack redirect
turn: {{player: B, number: 6, phase: attack, first_player: A}}
players:
  A:
    deck: 10
    stage: {{{front}left_back: {{name: 後衛, type: character, level: 0, power: 1000, soul: 1}}}}
  B:
    deck: [{{name: 札, type: character, trigger: []}}, 10]
    stage:
      left_front: {{name: 攻め手, type: character, level: 2, power: 5000, soul: 1, text: "{_REDIRECT}"}}
actions:
  - {{player: B, do: attack, slot: left_front}}
choices:
  - {{player: B, at: replacement_optional, choose: {use}}}
{"  - {player: B, at: choose, choose: 後衛}" if use == "yes" else ""}
ask: [A.left_back, A.center_front]
"""
        )
    )


def test_an_attack_redirected_by_text_to_a_back_row_character() -> None:
    """「このカードがアタックする時、あなたはかわりに相手の後列のキャラを1枚選び、このカードはその
    キャラを防御キャラとしてフロントアタックしてよい」: a selective replacement of the attack method
    (8.2.1.3.2, 8.10.1): with nothing opposite, the attack is a front attack on the back-row
    character chosen, reversed in the battle; not chosen, a direct attack (7.2.1.4.1)."""
    prog = compile_ability(parse_card(_REDIRECT, "ws").card.abilities[0])  # type: ignore[union-attr]
    assert (
        prog_ext(prog, "notes") == ("attack_redirect",) and prog.steps[0].target.zone == "back_row"
    )
    r = _redirect(False, "yes")
    assert r.outcome["state"]["A.left_back"] == ["後衛(reverse)"]
    assert {"8.10.1", "8.2.1.3.2"} <= set(r.decided_by) and "8.10.2.4" not in r.decided_by
    r = _redirect(False, "no")
    assert r.outcome["state"]["A.left_back"] == ["後衛"] and "8.10.1" not in r.decided_by


def test_the_turn_players_redirect_before_great_performance() -> None:
    """With 大活躍 in the opponent's centre, the turn player's replacement applies first and 大活躍
    after it (8.10.2.4): the 大活躍 character is the defender (Q175's ruling)."""
    r = _redirect(True, "yes")
    assert r.outcome["state"]["A.center_front"] == ["主役(reverse)"]
    assert r.outcome["state"]["A.left_back"] == ["後衛"]
    assert {"8.10.2.4", "10.6.2"} <= set(r.decided_by)
