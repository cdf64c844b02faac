"""Weiß Schwarz card-text constructions of round 24 (issue 12, s20ws2): each family in general
form, a minimal ability text and what it does on a board.

- Cards joined by と as the recipients of a step whose verb takes no partner — 「そのキャラと
  このカードに、そのターン中、《X》を与える」 / 「…次の能力を与える。『…』」, 「そのキャラとこのカードは
  《X》を得る」, 「そのターン中、そのキャラとこのカードのパワーを＋1000」: the grammar reads 「Aと」
  as the verb's partner (WITH); each card is given / gains / is changed alike (shared
  ``cardtext.steps.recipients_joined``, the verbs as data). A verb that takes a partner, or a
  side that is not a card reference, is left as printed (refused as before, never silent).
- 「…山札に戻し、…＋Ｘ。Ｘは戻した枚数×1000に等しい」, 「…控え室に置き、…置いた枚数…」: a move
  verb's relative clause with no place says the cards the step of that verb before it put into
  its place (shared ``cardtext.abilities.moved_place_carried``): read as 「山札に戻した枚数」 —
  what this effect put into that zone. No step of that verb before it: refused as before.
- The same value inline in the power change — 「パワーを＋戻した枚数×1000」, 「＋控え室に置いたカード
  の枚数×1000」: the shared clause grammar's value after a sign (``value_amount_head``) may be
  described by a clause in the past (with its place), typed as in 「Ｘは…×1000に等しい」.
"""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile

BOARD = """\
players:
  A:
    level: 1
    stock: 3
    deck: 10
    stage:
      center_front: {{name: 甲, type: character, level: 0, power: 5000, soul: 1, text: "{text}"}}
      left_front: {{name: 乙, type: character, level: 0, power: 5000, soul: 1, text: "{other}"}}
      right_back: {{name: 丙, type: character, level: 0, power: 5000, soul: 1}}
  B: {{deck: 10, level: 1}}
actions:
  - {{do: attack, slot: center_front}}
choices:
  - {{player: A, at: choose, choose: 乙}}
ask: [甲.power, 乙.power, 丙.power, 甲.traits, 乙.traits, 丙.traits]
"""
TRIG = "【自】 このカードがアタックした時、あなたは自分の前列の他のキャラを1枚選び、"


def _run(text: str, other: str = "") -> dict[str, object]:
    src = WS_HEAD.replace("phase: main", "phase: attack") + BOARD.format(text=text, other=other)
    r = resolve(loads(src))
    assert not unsupported(r), unsupported(r)
    return {k: v for k, v in r.outcome["state"].items()}


def test_power_of_two_cards_joined() -> None:
    """「そのターン中、そのキャラとこのカードのパワーを＋1000」: the chosen 乙 and this card 甲 each
    +1000 (the value said after B is A's too); 丙, not named, unchanged."""
    s = _run(TRIG + "そのターン中、そのキャラとこのカードのパワーを＋1000。")
    assert (s["甲.power"], s["乙.power"], s["丙.power"]) == (6000, 6000, 5000)


def test_power_of_one_card_neighbour() -> None:
    """Neighbour: 「そのターン中、そのキャラのパワーを＋1000」 — the chosen card only."""
    s = _run(TRIG + "そのターン中、そのキャラのパワーを＋1000。")
    assert (s["甲.power"], s["乙.power"], s["丙.power"]) == (5000, 6000, 5000)


@pytest.mark.parametrize(
    "step",
    [
        "そのキャラとこのカードに、そのターン中、《音楽》を与える。",  # give, に
        "そのキャラとこのカードは、そのターン中、《音楽》を得る。",  # gain, the topic
    ],
)
def test_a_trait_to_two_cards_joined(step: str) -> None:
    """A trait given to / gained by 「そのキャラとこのカード」: both have it, 丙 not."""
    s = _run(TRIG + step)
    assert "音楽" in s["甲.traits"] and "音楽" in s["乙.traits"]  # type: ignore[operator]
    assert "音楽" not in (s["丙.traits"] or ())  # type: ignore[operator]


def test_an_ability_given_to_two_cards_joined() -> None:
    """「そのキャラとこのカードに、そのターン中、次の能力を与える。『【永】 このカードのパワーを＋
    2000。』」: each of the two has the quoted continuous ability (its own power +2000)."""
    s = _run(
        TRIG + "そのキャラとこのカードに、そのターン中、次の能力を与える。"
        "『【永】 このカードのパワーを＋2000。』"
    )
    assert (s["甲.power"], s["乙.power"], s["丙.power"]) == (7000, 7000, 5000)


def test_joined_steps_compile_to_one_step_per_card() -> None:
    """The compiled program: one step for each card, A's first, the same duration."""
    p = ws_compile(TRIG + "そのターン中、そのキャラとこのカードのパワーを＋1000。")
    stats = [op for op in p.steps if op.verb == "stat"]
    assert [op.target.ref for op in stats] == ["chosen", "this"]
    assert {op.until for op in stats} == {"turn"}


@pytest.mark.parametrize(
    "text",
    [
        # a side that is not a card reference: left as printed
        TRIG + "そのターン中、そのキャラと《音楽》のキャラのパワーを＋1000。",
        # a verb taking a partner (a swap): not split
        "【自】 このカードがアタックした時、あなたはこのカードとそのキャラの位置を入れ替える。",
    ],
)
def test_not_split_stays_refused(text: str) -> None:
    """Neighbours the split does not read stay refused (an ``Unsupported`` naming the step)."""
    with pytest.raises(Unsupported):
        ws_compile(text)


MOVED = """\
players:
  A:
    level: 1
    deck: 10
    hand: {hand}
    waiting_room: {wr}
    stage:
      center_front: {{name: 甲, type: character, level: 0, power: 5000, soul: 1, text: "{text}"}}
  B: {{deck: 10, level: 1}}
actions:
  - {{do: attack, slot: center_front}}
choices:
{choices}
ask: [甲.power]
"""
CH = "{name: %s, type: character, level: 0}"


def _moved_power(text: str, hand: int = 0, wr: int = 0) -> int:
    names_h = [f"手{i}" for i in range(hand)]
    names_w = [f"控{i}" for i in range(wr)]
    board = MOVED.format(
        text=text,
        hand="[" + ", ".join(CH % n for n in names_h) + "]",
        wr="[" + ", ".join(CH % n for n in names_w) + "]",
        choices="\n".join(f"  - {{player: A, at: choose, choose: {n}}}" for n in names_h + names_w)
        or "  []",
    )
    src = WS_HEAD.replace("phase: main", "phase: attack") + board
    r = resolve(loads(src.replace("choices:\n  []\n", "")))
    assert not unsupported(r), unsupported(r)
    return int(r.outcome["state"]["甲.power"])


RETURN = (
    "【自】 このカードがアタックした時、あなたは自分の控え室のキャラを2枚まで選び、山札に戻し、"
    "そのターン中、このカードのパワーを＋Ｘ。Ｘは{what}×1000に等しい。"
)


@pytest.mark.parametrize("what", ["戻した枚数", "戻したカードの枚数", "山札に戻した枚数"])
@pytest.mark.parametrize(("wr", "power"), [(2, 7000), (1, 6000), (0, 5000)])
def test_the_count_of_what_a_step_before_returned(what: str, wr: int, power: int) -> None:
    """「…山札に戻し、…Ｘは戻した枚数×1000に等しい」: +1000 for each card returned (two, one,
    none); the place said (山札に戻した枚数) the same."""
    assert _moved_power(RETURN.format(what=what), wr=wr) == power


def test_the_count_of_what_a_step_before_put_in_another_sentence() -> None:
    """「手札を2枚まで選び、控え室に置く。そのターン中、…＋Ｘ。Ｘは置いた枚数×1000に等しい。」:
    the step before is in the sentence before — the two cards put there."""
    text = (
        "【自】 このカードがアタックした時、あなたは自分の手札を2枚まで選び、控え室に置く。"
        "そのターン中、このカードのパワーを＋Ｘ。Ｘは置いた枚数×1000に等しい。"
    )
    assert _moved_power(text, hand=2) == 7000


def test_a_moved_count_with_no_step_of_its_verb_stays_refused() -> None:
    """Neighbour: 「…手札に戻し、…Ｘは置いた枚数×1000」 — no step of 置く before it: refused."""
    with pytest.raises(Unsupported):
        ws_compile(RETURN.format(what="置いた枚数").replace("山札に戻し", "手札に戻し"))


INLINE = (
    "【自】 このカードがアタックした時、あなたは自分の控え室のキャラを2枚まで選び、山札に戻し、"
    "そのターン中、このカードのパワーを＋{what}×1000。"
)


@pytest.mark.parametrize("what", ["戻した枚数", "戻したカードの枚数", "山札に戻した枚数"])
@pytest.mark.parametrize(("wr", "power"), [(2, 7000), (1, 6000)])
def test_an_inline_value_counted_from_what_a_step_before_moved(
    what: str, wr: int, power: int
) -> None:
    """「…山札に戻し、そのターン中、このカードのパワーを＋戻した枚数×1000」: as the Ｘ form — +1000
    for each card returned."""
    assert _moved_power(INLINE.format(what=what), wr=wr) == power


def test_an_inline_value_of_a_zone_neighbour() -> None:
    """Neighbour: a value after the sign with no clause 「＋あなたの控え室のキャラの枚数×1000」 reads
    as before (the cards in the zone now: two returned, none left)."""
    text = INLINE.format(what="あなたの控え室のキャラの枚数")
    assert _moved_power(text, wr=2) == 5000


def test_an_inline_moved_count_with_no_step_of_its_verb_stays_refused() -> None:
    """Neighbour: 「…山札に戻し、…＋置いた枚数×1000」 — no step of 置く before it: refused."""
    with pytest.raises(Unsupported):
        ws_compile(INLINE.format(what="置いた枚数"))


SELF = (
    "【自】 このカードがアタックした時、あなたは自分の前列のキャラを1枚選び、そのターン中、{step}"
)


@pytest.mark.parametrize(
    ("step", "chosen", "powers"),
    [
        # this card chosen: named by both sides, changed once
        ("そのキャラとこのカードのパワーを＋1000。", "甲", (6000, 5000)),
        ("このカードとそのキャラのパワーを＋1000。", "甲", (6000, 5000)),
        # another chosen: both changed, either order
        ("このカードとそのキャラのパワーを＋1000。", "乙", (6000, 6000)),
        # neighbour: two steps printed, this card chosen — each step changes it (+2000)
        ("そのキャラのパワーを＋1000し、このカードのパワーを＋1000。", "甲", (7000, 5000)),
    ],
)
def test_a_card_both_sides_name_is_changed_once(
    step: str, chosen: str, powers: tuple[int, int]
) -> None:
    """「自分の前列のキャラを1枚選び、…そのキャラとこのカードのパワーを＋1000」 with this card chosen:
    the joined step names it twice, it gets +1000 once (B read as 「A以外のB」)."""
    src = WS_HEAD.replace("phase: main", "phase: attack") + BOARD.format(
        text=SELF.format(step=step), other=""
    ).replace("choose: 乙", f"choose: {chosen}")
    r = resolve(loads(src))
    assert not unsupported(r), unsupported(r)
    s = r.outcome["state"]
    assert (s["甲.power"], s["乙.power"]) == powers
