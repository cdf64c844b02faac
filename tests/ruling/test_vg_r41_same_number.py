"""「戻した枚数と同じ数まで、手札から…を選び」 (round 41, issue 12): 数 compared with a number of
cards (枚数) is that number of cards, as 「同じ枚数まで」 says — the choice's bound is the number
of cards the step before returned."""

from __future__ import annotations

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
TEXT = (
    "【起】【(R)】：あなたのリアガードを２枚まで選び、手札に戻す。その後、戻した枚数と同じ数まで、"
    "あなたの手札からグレード２以下のカードを選び、(R)にコールする。"
)


def test_the_same_number_is_the_same_number_of_cards() -> None:
    def prog(text: str):  # type: ignore[no-untyped-def]
        return compile_ability(parse_card(text, "vg").card.abilities[0])

    assert prog(TEXT) == prog(TEXT.replace("同じ数", "同じ枚数"))


def test_on_a_board_one_returned_one_called() -> None:
    """One 弓兵 returned: one 新兵 called, 新米 stays in the hand."""
    hand = (
        "[{name: 新兵, type: normal, grade: 1, power: 6000}, "
        "{name: 新米, type: normal, grade: 1, power: 6000}]"
    )
    picks = "choices:\n  - {player: A, choose: 弓兵}\n  - {player: A, choose: none}\n"
    picks += "  - {player: A, choose: 新兵}"
    r = run(
        TEXT,
        actions=ACTIVATE,
        extra="right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}",
        hand=hand,
        choices=picks,
    )
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["弓兵", "新米"]
