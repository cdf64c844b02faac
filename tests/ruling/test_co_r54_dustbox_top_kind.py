"""「あなたのダストボックスの一番上の<kind>カードを手札に戻す / 加える」 and CO's 「アイテムカード」
(round 54, s51coT; issue 12).

1. The card on top of the player's own dustbox (4.2.3: cards are put on its top) goes to its
   owner's hand (4.2.12) if it is of the kind named; a top card of another kind with one of the
   kind below it runs both readings of co.unsettled top_card_of_kind (as 「…をフィールドに出す」
   does); a top card of another kind with none below: nothing returns.
2. 「アイテムカード」 (3.4.3, a card type the lexicon lacks: a name before 「カード」) read as the
   kind item wherever a description of cards is read (``Vocab.named_kinds``).
"""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import cited, co_ability, co_run

BACK = "あなたのダストボックスの一番上のキャラクターカードを手札に戻す。"


def test_compiles_with_the_kind() -> None:
    ab = co_ability(BACK, "event")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.card_type) == ("dustbox_top_to_hand", "character")
    ab = co_ability("あなたのダストボックスの一番上のアイテムカードを手札に加える。", "event")
    assert ab.supported, ab.reason
    assert ab.program.ops[0].card_type == "item"
    # 「一番上のカード」: any kind, as before
    ab = co_ability("あなたのダストボックスの一番上のカードを手札に戻す。", "event")
    assert ab.program.ops[0].card_type is None


_BOARD = """turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 反魂, type: event, cost: 1, text: "%s"}]
    dustbox: [%s]
  B: {hp: 10, deck: 10}
actions:
  - {do: play, card: 反魂}
"""

CHAR = "{name: 乙, type: character, ap: 1, dp: 1}"
SPELL = "{name: 甲, type: spell, cost: 1}"


def _hands(r: Any) -> dict[str | None, set[tuple[str, ...]]]:
    out: dict[str | None, set[tuple[str, ...]]] = {}
    for lf in r.leaves + r.alternates:
        hand = tuple(sorted(c.name for c in lf.final.players["A"].zones["hand"]))
        opt = next(
            (c.option for c in lf.choices if c.option in ("top_only", "topmost_of_kind")), None
        )
        out.setdefault(opt, set()).add(hand)
    return out


def test_the_top_card_of_the_kind_returns() -> None:
    r = co_run(_BOARD % (BACK, f"{CHAR}, {SPELL}"))
    assert _hands(r) == {None: {("乙",)}}
    assert "4.2.3" in cited(r)


def test_a_spell_on_top_runs_both_readings() -> None:
    r = co_run(_BOARD % (BACK, f"{SPELL}, {CHAR}"))
    assert _hands(r) == {"top_only": {()}, "topmost_of_kind": {("乙",)}}


def test_a_spell_on_top_and_no_character_returns_nothing() -> None:
    r = co_run(_BOARD % (BACK, SPELL))
    assert _hands(r) == {None: {()}}


def test_an_item_card_is_the_kind_item() -> None:
    text = "あなたのダストボックスにあるアイテムカード1枚を手札に加える。"
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    item = "{name: 丙, type: item, cost: 1}"
    r = co_run(_BOARD % (text, f"{CHAR}, {item}"))
    assert _hands(r) == {None: {("丙",)}}
