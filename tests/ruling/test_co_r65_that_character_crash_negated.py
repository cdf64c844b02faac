"""「あなたのキャラクターがクラッシュしたときにのみプレイしてもよい。」 then 「そのキャラクターのクラッシュを
うち消す。」 (round 65, s62comcR, from co/r65_009): 「そのキャラクター」 is the character whose crash the
card's moment names (4.3.5; 4.3.11.2 names 「クラッシュした直後」「クラッシュしたとき」 alike), so
「そのキャラクターのクラッシュ」 is that crash, as 「そのクラッシュ」: negated, the character stays with
damage 0 (4.2.14, 4.3.11.2). A crash for an unpaid upkeep cannot be negated (3.6.2), so the same card
is refused there."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state

CARD = (
    "{name: 再起, type: event, cost: 0, text: "
    '"あなたのキャラクターがクラッシュしたときにのみプレイしてもよい。\\n'
    'そのキャラクターのクラッシュをうち消す。"}'
)


def test_the_crash_of_that_character_is_negated() -> None:
    r = co_run(
        "turn: {player: B, number: 8, phase: main}\nplayers:\n"
        f"  A:\n    hp: 10\n    energy: 1\n    deck: 10\n    hand: [{CARD}]\n"
        "    field: [{name: 雛, type: character, ap: 1, dp: 3}]\n"
        "  B:\n    hp: 10\n    energy: 3\n    deck: 10\n"
        '    hand: [{name: 火球, type: spell, cost: 1, text: "対象のキャラクターに3点のダメージを'
        '与える。使い捨て"}]\n'
        "actions:\n"
        "  - do: play\n    player: B\n    card: 火球\n    target: 雛\n    on_crash:\n"
        "      雛:\n        negate: [{do: play, player: A, card: 再起}]\n"
        "ask: [雛.zone, 雛.damage, 再起.zone]\n"
    )
    assert main_state(r, "雛.zone") == "A.field"
    assert main_state(r, "雛.damage") == 0
    assert main_state(r, "再起.zone") == "A.dustbox"
    assert "4.3.11.2" in decided(r)


def test_an_unpaid_upkeep_crash_is_not_negated() -> None:
    r = co_run(
        "turn: {player: A, number: 8, phase: end, step: upkeep}\nplayers:\n"
        f"  A:\n    hp: 10\n    energy: 0\n    deck: 10\n    hand: [{CARD}]\n"
        '    field: [{name: 雛, type: character, ap: 1, dp: 3, text: "維持費1"}]\n'
        "  B:\n    hp: 10\n    deck: 10\n"
        "actions:\n"
        "  - do: end_phase\n    on_crash:\n"
        "      雛:\n        negate: [{do: play, card: 再起}]\n"
        "choices:\n  - {player: A, at: upkeep, choose: 'no'}\n"
        "ask: [雛.zone, 再起.zone]\n"
    )
    assert r.main.rejected
    assert main_state(r, "雛.zone") == "A.dustbox"
    assert main_state(r, "再起.zone") == "A.hand"
    assert "3.6.2" in decided(r)
