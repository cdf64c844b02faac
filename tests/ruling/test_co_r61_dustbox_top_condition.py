"""「あなたの / 敵デュエルマスターのダストボックスの一番上のカードがXカードの場合」 (round 61,
s58coC): a condition on the top card of a player's dustbox — the last card put there, face up
(4.2.3: everyone may see the dustboxes' cards) — being of a card type (4.2.8). Read as a step is
carried out (a one-shot step, 4.3.2.6) and as the effects in force are worked out (a modifier in
force, 4.3.8 step 5); an empty dustbox has no top card. A modifier in force on a group
(「あなたがコントロールするキャラクターすべて」) under a condition is read so too (the same
conditions as on the card itself: players' HP, characters counted, the dustbox's top)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

OWN = "あなたのダストボックスの一番上のカードがアイテムカードの場合、『兵』は「+1:+1」される。"
GROUP = (
    "敵デュエルマスターのダストボックスの一番上のカードがキャラクターカードの場合、"
    "あなたがコントロールするキャラクターすべては「+1:+0」される。"
)
HP_GROUP = "あなたのHPが10点以下の場合、あなたがコントロールするすべてのキャラクターは「+1:+0」の修正を受ける。"


@pytest.mark.parametrize("text", [OWN, GROUP, HP_GROUP])
def test_compiled_in_force(text: str) -> None:
    ab = co_ability(text, "character", "兵")
    assert ab.supported, ab.reason
    assert all(s.cond is not None for s in ab.program.statics)


def _board(a_box: str, b_box: str, hp: int = 20) -> str:
    return (
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: {hp}\n    deck: 10\n    dustbox: {a_box}\n    field:\n"
        f'      - {{name: 兵, type: character, ap: 1, dp: 1, text: "{OWN}"}}\n'
        f'      - {{name: 長, type: character, ap: 1, dp: 1, text: "{GROUP}"}}\n'
        f"  B:\n    hp: 20\n    deck: 10\n    dustbox: {b_box}\n"
        "ask: [兵.ap, 兵.dp, 長.ap]\n"
    )


ITEM_TOP = "[{name: 盾, type: item}, {name: 剣士, type: character}]"
CHAR_TOP = "[{name: 剣士, type: character}, {name: 盾, type: item}]"


@pytest.mark.parametrize(
    ("a_box", "b_box", "want"),
    [
        # A's top card an item: 兵 +1:+1; B's top a character: every character of A +1:+0
        (ITEM_TOP, CHAR_TOP, (3, 2, 2)),
        # the item under the top card does not count; B's top an item: no +1:+0
        (CHAR_TOP, ITEM_TOP, (1, 1, 1)),
        # empty dustboxes: no top card
        ("[]", "[]", (1, 1, 1)),
    ],
)
def test_read_as_the_effects_are_worked_out(
    a_box: str, b_box: str, want: tuple[int, int, int]
) -> None:
    r = co_run(_board(a_box, b_box))
    got = (main_state(r, "兵.ap"), main_state(r, "兵.dp"), main_state(r, "長.ap"))
    assert got == want
    if want != (1, 1, 1):
        assert "4.3.8" in r.decided_by


@pytest.mark.parametrize(("top", "drawn"), [(ITEM_TOP, 1), (CHAR_TOP, 0)])
def test_read_as_a_step_is_carried_out(top: str, drawn: int) -> None:
    text = "『兵』をタップする:あなたのダストボックスの一番上のカードがアイテムカードの場合、あなたはカードを1枚引く。"
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: 20\n    deck: 10\n    hand: []\n    dustbox: {top}\n    field:\n"
        f'      - {{name: 兵, type: character, ap: 1, dp: 1, text: "{text}"}}\n'
        "  B: {hp: 20, deck: 10}\n"
        "actions:\n  - {do: activate, card: 兵}\n"
        "ask: [A.hand]\n"
    )
    assert main_state(r, "A.hand") == drawn
    if not drawn:
        # the step not done: the condition read, on the dustbox's top card
        assert "4.2.3" in r.decided_by


@pytest.mark.parametrize("kind", ["event", "spell"])
def test_on_a_card_played_once_refused(kind: str) -> None:
    # a 使い捨て card does not stay on the field to hold an effect in force, and how long the
    # modifier would last is not said (3.4.3): refused, not run as doing nothing
    ab = co_ability("使い捨て。" + HP_GROUP, kind, "檄")
    assert not ab.supported
