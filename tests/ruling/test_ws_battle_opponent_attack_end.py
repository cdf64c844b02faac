"""「このカードのバトル相手のアタックの終わりに」 (7.6.1.5): the attacker is this card's battle
opponent only while both stay in their slots (7.2.1.5.1). An attacker gone before the attack's
end (returned to the hand by a counter event) is not: the trigger condition is not met and the
ability does not become pending (8.7.2), and the ruling says why."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_DEFENDER = (
    "【自】 このカードのバトル相手のアタックの終わりに、あなたは自分の山札を上から3枚まで見て、"
    "山札の上に好きな順番で置く。"
)


def _scenario(counter: bool, expect: str) -> str:
    return (
        "game: ws\ntitle: t\nturn: {player: B, number: 6, phase: attack, first_player: A}\n"
        "players:\n  A:\n    level: 1\n"
        '    hand: [{name: 帰還命令, type: event, level: 0, cost: 0, text: "【カウンター】 あなたは相手のアタックしているキャラを1枚選び、手札に戻す。"}]\n'
        f'    stage: {{center_front: {{name: 守り手, type: character, level: 1, power: 5000, soul: 1, text: "{_DEFENDER}"}}}}\n'
        "    deck: 8\n"
        "  B:\n    level: 1\n"
        "    stage: {center_front: {name: 攻め手, type: character, level: 1, power: 3000, soul: 1}}\n"
        "    deck: [{name: 山1, type: character, trigger: []}, 9]\n"
        "actions:\n  - do: attack\n    player: B\n    slot: center_front\n    kind: front\n"
        + ("    counter: [{do: play, player: A, card: 帰還命令}]\n" if counter else "")
        + expect
    )


def test_the_attacker_gone_before_the_end_of_the_attack_is_no_battle_opponent() -> None:
    r = resolve(
        loads(
            _scenario(
                True,
                "expect:\n  triggered: {守り手: 0}\n  state: {攻め手.zone: B.hand}\n"
                '  decided_by: ["7.2.1.5.1", "7.6.1.5", "8.7.2"]\n',
            )
        )
    )
    assert check_expect(r) == []


def test_the_attacker_still_there_triggers_it() -> None:
    r = resolve(loads(_scenario(False, "expect:\n  triggered: {守り手: 1}\n")))
    assert check_expect(r) == []
