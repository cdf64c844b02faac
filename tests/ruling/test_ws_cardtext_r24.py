"""Weiß Schwarz card-text constructions of round 24 (issue 12, s20ws): each family in general
form, a minimal ability text and what it does on a board.

- A zone-move trigger (8.7.4) on this card moving outside the stage — 「このカードが手札から控え室に
  置かれた時」, 「…手札からクロック置場に…」, 「…控え室から手札に戻った時」, 「このカードが控え室に
  置かれた時」 (from anywhere): the ability is written to be used as the card comes to that zone
  (2.12.2.3), so it is heard there (the hand, the clock, the stock as well); a move from another
  zone, or to another, does not trigger it; a move off the stage is heard as the card was there
  (8.7.4.1.2) — its other abilities too.
- 「「X」を含む名前のキャラ」 (and 含まない, 「X」か「Y」, as a condition's predicate): the card name
  (2.1.2) holds the text — the program 「カード名に「X」を含むキャラ」 compiles (shared
  ``cardtext.nouns.name_word_dropped``, VG's 「…を含む名前のユニット」 as 「…を含むユニット」).
- Zones joined by と as the object of a step — 「自分の、手札とストックをすべて控え室に置く」,
  「手札と控え室のキャラを1枚選び」: the cards of both zones (shared ``coordinated_zones``, now
  in WS's compile too); and 「N枚以上 / N枚以下 / N枚 控え室に置いたなら」: the cards the effect put
  there before it, compared by the count's bound.
- Gapping 「1枚を山札の上に、残りを控え室に置く」: one verb for several objects each with its
  place — the steps 「1枚を山札の上に置き、残りを控え室に置く」 (shared ``gapped_steps``, WS and VS).
- 「手札に戻したカード」, 「手札に加えたカード」, 「この効果で手札に戻されたカード」: the cards this
  effect's moves put into that zone, whichever verb of a move says it (as 「控え室に置いたカード」).
"""

from __future__ import annotations

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
import ruling.games.vs  # noqa: F401  (registers the vs card-text compiler)
import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, compiled_first, unsupported

MOVE = """\
players:
  A:
    level: 1
    deck: 10
    stock: 3
    {zone}:
      {slot} {{name: 札, type: character, level: 0, power: 3000, text: "{text}"}}
  B: {{deck: 10, level: 1}}
actions:
  - {{player: A, do: move, card: 札, to: {to}}}
  - {{do: check_timing}}
ask: [A.hand, A.deck, 札.zone]
"""


def _moved(zone: str, text: str, to: str) -> dict[str, object]:
    slot = "center_front:" if zone == "stage" else "-"
    r = resolve(loads(WS_HEAD + MOVE.format(zone=zone, slot=slot, text=text, to=to)))
    assert not unsupported(r), unsupported(r)
    return r.outcome["state"]


DRAW = "あなたは1枚引く。"


@pytest.mark.parametrize(
    ("zone", "trigger", "to", "draws"),
    [
        ("hand", "このカードが手札から控え室に置かれた時", "waiting_room", True),
        ("hand", "このカードが手札からクロック置場に置かれた時", "clock", True),
        ("hand", "このカードが手札からストック置場に置かれた時", "stock", True),
        ("hand", "このカードがクロックに置かれた時", "clock", True),  # from anywhere
        ("waiting_room", "このカードが控え室から手札に戻った時", "hand", True),  # into the hand
        ("waiting_room", "このカードが手札に戻った時", "hand", True),
        # another destination, another source: not the event written (8.1.1.2.1)
        ("hand", "このカードが手札から控え室に置かれた時", "stock", False),
        ("clock", "このカードが手札から控え室に置かれた時", "waiting_room", False),
        # off the stage: heard as the card was on the stage (8.7.4.1.2), 「…手札から…」 not met
        ("stage", "このカードが控え室に置かれた時", "waiting_room", True),
        ("stage", "このカードが手札から控え室に置かれた時", "waiting_room", False),
    ],
)
def test_a_move_of_this_card_outside_the_stage_triggers_in_the_zone_it_comes_to(
    zone: str, trigger: str, to: str, draws: bool
) -> None:
    """「【自】 <trigger>、あなたは1枚引く。」 on a card moved from ``zone`` to ``to``: it draws
    exactly when the move is the one the trigger names."""
    state = _moved(zone, f"【自】 {trigger}、{DRAW}", to)
    assert state["A.deck"] == (9 if draws else 10)


def test_a_card_leaving_the_stage_keeps_its_other_move_abilities() -> None:
    """A card with both 「舞台から控え室に置かれた時」 and 「手札から控え室に置かれた時」 leaves the
    stage for the waiting room: heard as it was on the stage (8.7.4.1.2), the first triggers and
    the second (written for the waiting room, 2.12.2.3) is not met."""
    text = (
        "【自】 このカードが舞台から控え室に置かれた時、あなたは1枚引く。\\n"
        "【自】 このカードが手札から控え室に置かれた時、あなたは2枚引く。"
    )
    state = _moved("stage", text, "waiting_room")
    assert state["A.deck"] == 9


def test_the_ability_acts_on_this_card_where_it_came_to() -> None:
    """「このカードが手札から控え室に置かれた時、あなたはコストを払ってよい。そうしたら、このカードを
    手札に戻す。」 with ［(1)］: paid, the card in the waiting room goes back to the hand."""
    text = (
        "【自】［(1)］ このカードが手札から控え室に置かれた時、あなたはコストを払ってよい。"
        "そうしたら、このカードを手札に戻す。"
    )
    r = resolve(loads(WS_HEAD + MOVE.format(zone="hand", slot="-", text=text, to="waiting_room")))
    assert not unsupported(r)
    yes = next(b for b in r.outcome["branches"] if b["choices"] == ["yes"])
    no = next(b for b in r.outcome["branches"] if b["choices"] == ["no"])
    assert yes["outcome"]["state"]["札.zone"] == "A.hand"
    assert no["outcome"]["state"]["札.zone"] == "A.waiting_room"


# ------------------------------------------- 「「X」を含む名前のキャラ」: the card name holds X


@pytest.mark.parametrize(
    ("named", "card_name"),
    [
        (
            "あなたは自分の控え室の「ヴィオ」を含む名前のキャラを1枚選び、手札に戻す。",
            "あなたは自分の控え室のカード名に「ヴィオ」を含むキャラを1枚選び、手札に戻す。",
        ),
        (
            "【永】 あなたの舞台に「ヴィオ」を含む名前のキャラがいるなら、このカードのパワーを＋1000。",
            "【永】 あなたの舞台にカード名に「ヴィオ」を含むキャラがいるなら、このカードのパワーを"
            "＋1000。",
        ),
        (
            "【永】 他のあなたの「ヴィオ」を含まない名前のキャラすべてに、パワーを＋500。",
            "【永】 他のあなたのカード名に「ヴィオ」を含まないキャラすべてに、パワーを＋500。",
        ),
        (
            "【永】 他のあなたの「ヴィオ」か「ギル」を含む名前のキャラすべてに、パワーを＋500。",
            "【永】 他のあなたのカード名に「ヴィオ」か「ギル」を含むキャラすべてに、パワーを＋500。",
        ),
        (
            "【自】 このカードがアタックした時、あなたは自分のキャラを1枚選び、そのキャラが"
            "「ヴィオ」を含む名前のキャラなら、そのターン中、そのキャラのパワーを＋1000。",
            "【自】 このカードがアタックした時、あなたは自分のキャラを1枚選び、そのキャラが"
            "カード名に「ヴィオ」を含むキャラなら、そのターン中、そのキャラのパワーを＋1000。",
        ),
    ],
)
def test_a_name_containing_is_the_card_name(named: str, card_name: str) -> None:
    assert compiled_first(named, "ws") == compiled_first(card_name, "ws")


def test_vg_reads_the_name_word_alike() -> None:
    head = "【自】【(V)】：このユニットがアタックした時、あなたのリアガードに「ゼーリス」を含む"
    tail = "ユニットがいるなら、そのバトル中、このユニットのパワー+5000。"
    assert compiled_first(head + "名前の" + tail, "vg") == compiled_first(head + tail, "vg")


NAMED = """\
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, text: "{text}"}}
      left_front: {{name: {other}, type: character, level: 0, power: 3000}}
  B: {{deck: 10, level: 1}}
ask: [主役.power]
"""


@pytest.mark.parametrize(
    ("other", "form", "power"),
    [
        ("ヴィオレット・エヴァーガーデン", "含む", 6000),
        ("ギルベルト", "含む", 5000),
        ("ヴィオレット・エヴァーガーデン", "含まない", 5000),
        ("ギルベルト", "含まない", 6000),
    ],
)
def test_a_name_containing_on_a_board(other: str, form: str, power: int) -> None:
    """「【永】 あなたの舞台に「ヴィオレット」を含む(含まない)名前のキャラがいるなら、このカードの
    パワーを＋1000。」: the other character's card name decides."""
    text = f"【永】 他のあなたの「ヴィオレット」を{form}名前のキャラがいるなら、このカードのパワーを＋1000。"
    r = resolve(loads(WS_HEAD + NAMED.format(text=text, other=other)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["主役.power"] == power


# ------------------------------- zones joined by と; a count of the cards the effect put there

ZONES_BOARD = """\
players:
  A:
    level: 1
    deck: 10
    stock: {stock}
    hand: [{hand}]
    waiting_room: [{{name: 控え, type: character, level: 0, power: 3000}}]
  B: {{deck: 10, level: 1}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
ask: [A.hand, A.stock, A.waiting_room, A.deck]
"""


def _zones(stock: int, hand: int, text: str) -> dict[str, object]:
    cards = ", ".join(f"{{name: 手{i}, type: character, level: 0}}" for i in range(hand))
    r = resolve(loads(WS_HEAD + ZONES_BOARD.format(stock=stock, hand=cards, text=text)))
    assert not unsupported(r), unsupported(r)
    return r.outcome["state"]


@pytest.mark.parametrize(
    "objects", ["自分の、手札とストックをすべて", "自分の手札とストックのカードすべてを"]
)
def test_every_card_of_two_zones_joined_by_to(objects: str) -> None:
    state = _zones(3, 2, f"あなたは{objects}控え室に置く。")
    assert state == {"A.hand": 0, "A.stock": 0, "A.waiting_room": 6, "A.deck": 10}


def test_a_choice_among_two_zones_joined_by_to() -> None:
    """「自分の手札と控え室のキャラを1枚選び、山札の上に置く」: one card, from either zone."""
    text = "あなたは自分の手札と控え室のキャラを1枚選び、山札の上に置く。"
    assert compiled_first(text, "ws") is not None
    state = _zones(0, 0, text)  # only 控え in either zone: it is the one chosen
    assert state["A.waiting_room"] == 0 and state["A.deck"] == 11


@pytest.mark.parametrize(
    ("stock", "hand", "bound", "draws"),
    [
        (3, 2, "5枚以上", True),  # 5 put
        (2, 2, "5枚以上", False),  # 4
        (0, 5, "5枚以上", True),  # one zone alone
        (1, 1, "2枚以下", True),
        (2, 1, "2枚以下", False),
        (1, 1, "2枚", True),
        (2, 1, "2枚", False),
    ],
)
def test_a_count_of_the_cards_the_effect_put_there(
    stock: int, hand: int, bound: str, draws: bool
) -> None:
    """「…手札とストックをすべて控え室に置く。<bound>控え室に置いたなら、あなたは1枚引く。」"""
    text = f"あなたは自分の、手札とストックをすべて控え室に置く。{bound}控え室に置いたなら、あなたは1枚引く。"
    state = _zones(stock, hand, text)
    assert state["A.deck"] == (9 if draws else 10)


# ------------------------------------------ gapping: 「1枚を山札の上に、残りを控え室に置く」


@pytest.mark.parametrize(
    ("game", "gapped"),
    [
        ("ws", "あなたは相手の山札の上から2枚を見て、1枚を山札の上に、残りを控え室に置く。"),
        ("ws", "あなたは自分の山札の上から2枚を見て、1枚を手札に、残りを控え室に置く。"),
        (
            "vs",
            "[ベンチ][エネルギーを1枚レスト]あなたは自分の山札の上から2枚を見て、"
            "1枚を山札の上に、残りを山札の下に置く。",
        ),
    ],
)
def test_gapping_is_the_verb_said_for_each(game: str, gapped: str) -> None:
    explicit = gapped.replace("上に、残り", "上に置き、残り").replace(
        "手札に、残り", "手札に置き、残り"
    )
    assert explicit != gapped
    assert compiled_first(gapped, game) == compiled_first(explicit, game)


GAPPED = """\
players:
  A:
    level: 1
    deck: [{name: 上1, type: character}, {name: 上2, type: character}, {name: 上3, type: character}]
  B: {deck: 10, level: 1}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の山札の上から2枚を見て、1枚を手札に、残りを控え室に置く。"}
ask: [A.hand, A.deck, A.waiting_room, 上3.zone]
"""


def test_gapping_on_a_board() -> None:
    """The two cards looked at: the one chosen to the hand, the other to the waiting room; the
    third card stays in the deck (in every branch of the choice)."""
    r = resolve(loads(WS_HEAD + GAPPED))
    assert not unsupported(r)
    for b in r.outcome.get("branches") or [{"outcome": r.outcome}]:
        assert b["outcome"]["state"] == {
            "A.hand": 1,
            "A.deck": 1,
            "A.waiting_room": 1,
            "上3.zone": "A.deck",
        }


def test_three_gapped_places_stay_refused() -> None:
    """「1枚を手札に、1枚をストック置場に、残りを控え室に置く」: split into three steps, the second
    count is not read as a choice among the cards looked at — refused, never run half-read."""
    text = "あなたは自分の山札の上から3枚を見て、1枚を手札に、1枚をストック置場に、残りを控え室に置く。"
    with pytest.raises(Unsupported):
        compiled_first(text, "ws")


# ------------------------------------- 「手札に戻したカード」: what the effect's moves put there

RETURNED = """\
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000}}
    waiting_room: [{{name: 控1, type: character, level: 0}}, {{name: 控2, type: character, level: 2}}]
  B: {{deck: 10, level: 1}}
actions:
  - {{do: resolve_text, player: A, card: 主役, text: "{text}"}}
ask: [主役.power, A.hand, A.deck]
"""


@pytest.mark.parametrize(
    "returned",
    ["手札に戻したカード", "この効果で手札に戻したカード", "この効果で手札に戻されたカード"],
)
def test_the_cards_returned_counted(returned: str) -> None:
    """「…キャラを2枚まで選び、手札に戻す。そのターン中、このカードのパワーを＋Ｘ。Ｘは<returned>の
    枚数×1000に等しい。」: +1000 for each card the choice returned (none: +0)."""
    text = (
        "あなたは自分の控え室のキャラを2枚まで選び、手札に戻す。そのターン中、このカードのパワーを"
        f"＋Ｘ。Ｘは{returned}の枚数×1000に等しい。"
    )
    r = resolve(loads(WS_HEAD + RETURNED.format(text=text)))
    assert not unsupported(r)
    seen = {}
    for b in r.outcome["branches"]:
        st = b["outcome"]["state"]
        seen[st["A.hand"]] = st["主役.power"]
    assert seen == {0: 5000, 1: 6000, 2: 7000}


@pytest.mark.parametrize(("chosen", "draws"), [("控1", False), ("控2", True)])
def test_a_condition_on_the_card_added(chosen: str, draws: bool) -> None:
    """「…1枚選び、手札に加える。手札に加えたカードがレベル2以上なら、あなたは1枚引く。」"""
    text = (
        f"あなたは自分の控え室の「{chosen}」を1枚選び、手札に加える。"
        "手札に加えたカードがレベル2以上なら、あなたは1枚引く。"
    )
    r = resolve(loads(WS_HEAD + RETURNED.format(text=text)))
    assert not unsupported(r)
    assert r.outcome["state"]["A.deck"] == (9 if draws else 10)
