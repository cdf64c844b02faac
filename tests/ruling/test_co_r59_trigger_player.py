"""Two trigger wordings naming a player (round 59, s56coX): 「あなたのスペルカードのプレイに成功した
とき」, the play of that player's card succeeded — read as 「あなたがスペルカードのプレイに成功した
とき」 (4.3.2.6); and 「そのデュエルマスター」 in the effect of a trigger whose subject is one player
(「相手のデュエルマスターが…を使用したとき」): that player (4.3.6, 4.3.3.4)."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, decided, main_state

WHOSE = (
    "あなたのスペルカードのプレイに成功したとき、相手のデュエルマスターに1点のダメージを与える。"
)
THAT = "相手のデュエルマスターがキャラクターの特殊能力を使用したとき、そのデュエルマスターに1点のダメージを与える。"


def test_the_wordings_compile_as_their_plain_forms() -> None:
    a = co_ability(WHOSE)
    assert a.supported, a.reason
    assert a.program == co_ability(WHOSE.replace("あなたの", "あなたが", 1)).program
    b = co_ability(THAT)
    assert b.supported, b.reason
    assert b.program == co_ability(THAT.replace("その", "相手の", 1)).program


def test_the_user_takes_the_damage() -> None:
    r = co_run(
        "turn: {player: A, number: 10, phase: main}\nplayers:\n  A:\n    hp: 5\n    deck: 10\n"
        "    field: [{name: ノエル, type: character, gender: 女性, ap: 0, dp: 2, text: "
        '"『ノエル』をタップする:あなたは1枚カードを引く。"}]\n'
        f'  B:\n    hp: 10\n    deck: 10\n    field: [{{name: グリム, type: navigator, text: "{THAT}"}}]\n'
        "actions:\n  - {do: activate, card: ノエル}\nask: [A.hp, B.hp]\n"
    )
    assert main_state(r, "A.hp") == 4
    assert main_state(r, "B.hp") == 10
    assert "4.3.6" in decided(r)


def test_the_spell_player_s_opponent_takes_the_damage() -> None:
    r = co_run(
        "turn: {player: A, number: 10, phase: main}\nplayers:\n  A:\n    hp: 5\n    energy: 1\n"
        "    deck: 10\n"
        '    hand: [{name: 雷, type: spell, cost: 1, text: "あなたは1枚カードを引く。\\n使い捨て"}]\n'
        f'    field: [{{name: ゼファ, type: navigator, text: "{WHOSE}"}}]\n'
        "  B:\n    hp: 10\n    deck: 10\n"
        "actions:\n  - {do: play, card: 雷}\nask: [A.hp, B.hp]\n"
    )
    assert main_state(r, "B.hp") == 9
    assert main_state(r, "A.hp") == 5
