"""A target declared in a sentence of its own (round 38, issue 12; ``ruling/cardtext/declared.py``):
「Xを対象とする。…対象のY…」 reads as the inline 「対象のX」 where the one reference stands (CO
4.2.13: 「対象の〜」 takes a target on play), in the shared compiler; and the two readings of a
target phrase that were dropped unread before — a zone (「ダストボックスにある」) and 「他の」 —
are refused.
"""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run


@pytest.mark.parametrize(
    ("declared", "inline"),
    [
        (
            "あなたのキャラクター1体を対象とする。ターン終了時まで、対象のキャラクターは「+1:+0」の修正を受ける。",
            "ターン終了時まで、対象のあなたのキャラクター1体は「+1:+0」の修正を受ける。",
        ),
        (
            "敵の女性のキャラクター1体を対象とする。対象のキャラクターに2ダメージを与える。",
            "対象の敵の女性のキャラクター1体に2ダメージを与える。",
        ),
        (
            "あなたのタップ状態のキャラクター1体を対象とする。対象のキャラクターをアンタップする。",
            "対象のあなたのタップ状態のキャラクター1体をアンタップする。",
        ),
    ],
)
def test_declared_target_is_the_inline_target(declared: str, inline: str) -> None:
    plain = co_ability(inline, "spell")
    ab = co_ability(declared, "spell")
    assert plain.supported and ab.supported, ab.reason
    assert ab.program == plain.program


def test_two_references_are_not_folded() -> None:
    # one target or two (「対象のXと対象のY」 is two, 4.2.13)? not read: refused, as before
    ab = co_ability(
        "あなたのキャラクター1体を対象とする。対象のキャラクターに1ダメージを与える。"
        "対象のキャラクターをアンタップする。",
        "spell",
    )
    assert not ab.supported


def test_a_reference_of_another_kind_is_not_folded() -> None:
    ab = co_ability(
        "あなたのキャラクター1体を対象とする。対象のナビゲーターをタップする。", "spell"
    )
    assert not ab.supported


def test_a_target_in_a_zone_is_read_with_its_zone() -> None:
    # refused until round 50 (the dust box was dropped unread: a character on the field); since
    # round 50 a target card in the dust box runs (4.2.13, 4.2.12;
    # tests/ruling/test_co_r50_dustbox_target.py checks what it does on a board)
    ab = co_ability(
        "あなたのダストボックスにあるキャラクターカード1枚を対象とする。対象のカードを山札の一番下に置く。",
        "spell",
    )
    assert ab.supported


def test_a_target_other_than_this_card_is_refused() -> None:
    # 「対象の他のキャラクター」: the exclusion of this card was dropped (any character)
    ab = co_ability("『X』がフィールドに出たとき、対象の他のキャラクター1体を手札に戻す。")
    assert not ab.supported


BOARD = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    field: [{{name: 見張り, type: character, ap: 1, dp: 2}}]
    hand: [{{name: 鼓舞, type: spell, cost: 1, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 門番, type: character, ap: 2, dp: 2}}]
actions:
  - {{do: play, player: A, card: 鼓舞, target: {target}}}
ask: [見張り.ap, 門番.ap]
"""

DECLARED = "あなたのキャラクター1体を対象とする。ターン終了時まで、対象のキャラクターは「+1:+0」の修正を受ける。"


def test_declared_target_on_a_board() -> None:
    r = co_run(BOARD.format(text=DECLARED, target="見張り"))
    assert not r.main.rejected
    assert r.outcome["state"] == {"見張り.ap": 2, "門番.ap": 2}
    assert "4.2.13" in r.decided_by


def test_declared_target_keeps_its_owner_on_a_board() -> None:
    # 「あなたのキャラクター」: the opponent's character is not a proper target (4.2.13, 4.2.12)
    r = co_run(BOARD.format(text=DECLARED, target="門番"))
    assert r.main.rejected
    assert r.outcome["state"] == {"見張り.ap": 1, "門番.ap": 2}
