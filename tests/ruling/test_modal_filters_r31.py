"""Round 31 (s27modal): a player's prohibition with the cards it covers — 「あなたはグレード３の
カードの【起】能力を発動できない」, 「…このカードと同名のカードの【起】能力を発動できない」: the
object describes the cards the act is done with (``modal.described_cards``, a game's action with
``ModalAction.filters``); the effect carries a ``state.CardFilter`` the engine's action check
reads on the card the act names (``core._covered``): the act with those cards is refused (the
prohibition principle, the act's clauses), the act with any other card is done."""

from __future__ import annotations

import pytest

from grammar import ast as A
from ruling import abilities as AB
from ruling.cardtext import modal as M
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads


def _compiled(game: str, text: str) -> AB.Ability:
    get_game(game)
    (a,) = AB._abilities(game, text, None)
    return a


# --------------------------------------------------------------------------- the shared reader

_PLAY = M.ModalAction("play", ("x.1",), "プレイできない", "cannot play", filters=True)
_USE = M.ModalAction(
    "use", ("x.2",), "使えない", "cannot use", frozenset({"ability"}), filters=True
)
_DRAW = M.ModalAction("draw", ("x.3",), "カードを引けない", "cannot draw")


def _np(terms: tuple[object, ...], links: tuple[str, ...]) -> A.NounPhrase:
    return A.NounPhrase(terms, links)  # type: ignore[arg-type]


def _cannot(verb: str, obj: A.NounPhrase, *more: A.Arg) -> A.Action:
    you = A.Arg(A.Role.TOPIC, _np((A.Owner("you"),), ()))
    return A.Action(verb, (you, *more, A.Arg(A.Role.OBJECT, obj)), A.Form.CANNOT)


GRADE3_CARD = _np((A.Word("grade3"), A.CardKind("card")), ("の",))


def test_reader_cards_described_are_the_objects_of_a_filtering_action() -> None:
    m = M.read_modal(_cannot("play", GRADE3_CARD), {"play": _PLAY})
    assert m is not None and m.objects == GRADE3_CARD and m.player == "you"


def test_reader_the_cards_whose_ability_it_is() -> None:
    obj = _np((A.Word("grade3"), A.CardKind("card"), A.CardKind("ability")), ("の", "の"))
    m = M.read_modal(_cannot("use", obj), {"use": _USE})
    assert m is not None and m.objects == GRADE3_CARD


def test_reader_the_card_the_names_are_compared_with() -> None:
    same = _np((A.Ref("same_name"), A.CardKind("card")), ("の",))
    this = A.Arg(A.Role.WITH, _np((A.Ref("this_card"),), ()))
    m = M.read_modal(_cannot("play", same, this), {"play": _PLAY})
    assert m is not None and m.objects == same and m.same_as == this.value


def test_reader_an_action_without_filters_still_refuses_cards_described() -> None:
    with pytest.raises(M.NotThisShape):
        M.read_modal(_cannot("draw", GRADE3_CARD), {"draw": _DRAW})
    counted = _np((A.CardKind("card"), A.Count(A.Number(1), "card", "exact")), ("",))
    with pytest.raises(M.NotThisShape):  # a count says how many, not which cards
        M.read_modal(_cannot("play", counted), {"play": _PLAY})


# --------------------------------------------------------------------------- vg (9.9.2.4)

VG_BOARD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "【起】【(V)】：１枚引く。"}
    left_front: {name: 兵, type: normal, grade: 1, text: "【起】【(R)】：%s"}
    right_front: {name: 弓, type: normal, grade: 1, text: "【起】【(R)】：１枚引く。"}
    hand: []
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 兵}
  - {do: activate, card: %s}
ask: [A.hand]
"""


def test_vg_the_ability_of_a_card_described_is_not_activated() -> None:
    text = "そのターン中、あなたはグレード３のカードの【起】能力を発動できない。"
    assert _compiled("vg", f"【起】【(R)】：{text}").supported
    r = resolve(loads(VG_BOARD % (text, "竜")))
    assert r.outcome["state"] == {"A.hand": 0} and r.outcome.get("rejected")
    assert {"1.3.3", "9.9.2.4"} <= set(r.decided_by)


def test_vg_the_neighbour_a_card_not_described_activates() -> None:
    text = "そのターン中、あなたはグレード３のカードの【起】能力を発動できない。"
    r = resolve(loads(VG_BOARD % (text, "弓")))
    assert r.outcome["state"] == {"A.hand": 1}


def test_vg_the_opponents_prohibition_leaves_yours_free() -> None:
    text = "そのターン中、相手はグレード３のカードの【起】能力を発動できない。"
    r = resolve(loads(VG_BOARD % (text, "竜")))
    assert r.outcome["state"] == {"A.hand": 1}


VG_SAME_NAME = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "【起】【(V)】：１枚引く。"}
    left_front: {name: 兵, uid: 兵1, type: normal, grade: 1, text: "%s"}
    right_front: {name: 兵, uid: 兵2, type: normal, grade: 1, text: "%s"}
    hand: []
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 兵1}
  - {do: activate, card: %s}
ask: [A.hand]
"""
SAME = "【起】【(R)】：１枚引く。そのターン中、あなたはこのカードと同名のカードの【起】能力を発動できない。"


def test_vg_a_card_of_the_same_name_is_not_activated() -> None:
    assert _compiled("vg", SAME).supported
    r = resolve(loads(VG_SAME_NAME % (SAME, SAME, "兵2")))
    assert r.outcome["state"] == {"A.hand": 1} and r.outcome.get("rejected")
    assert {"1.3.3", "9.9.2.4"} <= set(r.decided_by)


def test_vg_the_card_compared_with_is_of_its_own_name() -> None:
    # 「このカードと同名のカード」 in a prohibition: this card too (its own name, 12.6.1)
    r = resolve(loads(VG_SAME_NAME % (SAME, SAME, "兵1")))
    assert r.outcome["state"] == {"A.hand": 1} and r.outcome.get("rejected")


def test_vg_the_neighbour_a_card_of_another_name_activates() -> None:
    r = resolve(loads(VG_SAME_NAME % (SAME, SAME, "竜")))
    assert r.outcome["state"] == {"A.hand": 2}


def test_vg_a_continuous_prohibition_of_cards_described_stays_refused() -> None:
    a = _compiled("vg", "【永】【(V)】：相手はグレード３のカードの【起】能力を発動できない。")
    assert not a.supported and a.reason


VG_CALL = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3}
    left_front: {name: 兵, type: normal, grade: 1, text: "【起】【(R)】：%s"}
    hand:
      - {name: 剣士, type: normal, grade: 3}
      - {name: 弓兵, type: normal, grade: 1}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 兵}
  - {do: call, card: %s, from: hand, circle: right_front}
ask: [A.right_front]
"""


@pytest.mark.parametrize(
    "text",
    [
        "そのターン中、あなたはグレード３のカードをコールできない。",
        "そのターン中、あなたはあなたのヴァンガードと同名のカードをコールできない。",
    ],
)
def test_vg_a_call_of_a_card_described_is_not_made(text: str) -> None:
    # the hand's 竜 named by its uid (the vanguard is one of its name too)
    board = VG_CALL.replace("name: 剣士", "name: 竜, uid: 手竜") if "同名" in text else VG_CALL
    card = "手竜" if "同名" in text else "剣士"
    r = resolve(loads(board % (text, card)))
    assert r.outcome["state"] == {"A.right_front": []} and r.outcome.get("rejected")
    assert {"1.3.3", "6.2.3"} <= set(r.decided_by)


def test_vg_the_neighbour_a_call_of_another_card_is_made() -> None:
    text = "そのターン中、あなたはグレード３のカードをコールできない。"
    r = resolve(loads(VG_CALL % (text, "弓兵")))
    assert r.outcome["state"] == {"A.right_front": ["弓兵"]}
