"""「…すべてのキャラクターに2ダメージを与える。そのあと、この効果でクラッシュしたキャラクター1体に
つき、あなたはHPを1点失う。」 (round 59, s56coC2): the HP loss (no damage, 4.3.10) done once for
each character this text crashed (its damage, 4.3.9 / 4.3.11), counted as the step is done
(4.3.2.6) — as a draw or a heal per character is."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, main_state, unsupported

TEXT = (
    "フィールドに出ている「飛行」の特殊能力を持つすべてのキャラクターに2ダメージを与える。"
    "そのあと、この効果でクラッシュしたキャラクター1体につき、あなたはHPを1点失う。"
)


def test_read_as_a_loss_per_character_crashed() -> None:
    a = co_ability(TEXT, "event")
    assert a.supported, a.reason
    loss = a.program.ops[-1]
    assert (loss.kind, loss.who, loss.amount) == ("lose_hp", "you", 1)
    assert loss.per is not None


def test_one_point_for_each_character_crashed() -> None:
    text = TEXT.replace("「", "\\u300c").replace("」", "\\u300d")
    fly = '"\\u300c飛行\\u300d"'
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 10\n"
        "    field:\n"
        f"      - {{name: 燕, type: character, gender: 男性, ap: 1, dp: 2, text: {fly}}}\n"
        "      - {name: 熊, type: character, gender: 男性, ap: 1, dp: 2}\n"
        f'    hand: [{{name: 落雷, type: event, cost: 0, text: "{text}\\n使い捨て"}}]\n'
        "  B:\n    hp: 10\n    deck: 10\n    field:\n"
        f"      - {{name: 鷲, type: character, gender: 男性, ap: 1, dp: 2, text: {fly}}}\n"
        f"      - {{name: 鷹, type: character, gender: 男性, ap: 1, dp: 3, text: {fly}}}\n"
        "actions:\n  - {do: play, card: 落雷}\n"
        "ask: [A.hp, 燕.zone, 鷲.zone, 鷹.zone, 熊.zone]\n"
    )
    assert not unsupported(r)
    # 燕 and 鷲 crash (DP 2), 鷹 survives (DP 3), 熊 has no 「飛行」: 2 points lost
    assert main_state(r, "燕.zone") == "A.dustbox"
    assert main_state(r, "鷲.zone") == "B.dustbox"
    assert main_state(r, "鷹.zone") == "B.field"
    assert main_state(r, "熊.zone") == "A.field"
    assert main_state(r, "A.hp") == 8
