"""「…キャラクターカード1枚をアンタップ状態でフィールドに出す」 (round 65, s62comcR, from co/r65_022): a
character put directly onto the field by an effect enters tapped (3.4.2 「…直接フィールドに出た
キャラクターカードも同様に「タップ状態」でフィールドに置かれます」) unless the text putting it says
otherwise — the card text over the rule (4.2.9): it enters untapped and may declare an attack at
once (3.4.5.2). Before, the grammar's manner 「アンタップ状態で」 was dropped unread."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state

BOARD = (
    "turn: {player: A, number: 8, phase: main}\nplayers:\n"
    "  A:\n    hp: 10\n    deck: 10\n"
    "    field:\n"
    '      - {name: 門番, type: navigator, gender: 男性, text: "『門番』をタップする:あなたの'
    'ダストボックスのキャラクターカード1枚を%sフィールドに出す。"}\n'
    "    dustbox: [{name: 騎士, type: character, gender: 男性, ap: 3, dp: 2}]\n"
    "  B:\n    hp: 10\n    deck: 10\n"
    "actions:\n"
    "  - {do: activate, card: 門番}\n"
    "  - {do: attack, attacker: 騎士, defender: none}\n"
    "choices:\n  - {player: A, choose: 騎士}\n"
    "ask: [騎士.zone, B.hp]\n"
)


def test_put_untapped_attacks_at_once() -> None:
    r = co_run(BOARD % "アンタップ状態で")
    assert not r.main.rejected
    assert main_state(r, "騎士.zone") == "A.field"
    assert main_state(r, "B.hp") == 7
    assert {"3.4.2", "4.2.9"} <= set(decided(r))


def test_put_without_a_state_enters_tapped() -> None:
    r = co_run(BOARD % "")
    assert r.main.rejected
    assert main_state(r, "騎士.zone") == "A.field"
    assert main_state(r, "B.hp") == 10
    assert "3.4.2" in decided(r)
