"""ws round 57 (s54wsC): 「色」 as a word — how many colours a group of cards has between them, each
colour once (a card's colour, 2.4; the shared ``nouns.colour_kinds``): 「あなたの舞台のキャラの色が3
種類以上なら」 / 「あなたのレベル置場のカードの色が2種類以上なら」 (a condition, ``Cond("colors")``),
「Ｘは…の色の種類の数×500に等しい」 (an Ｘ), 「それらのカードの色1種類につき、…」 (``Op.per`` with
``colours``: the steps' count times the colours of the cards just dealt with)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state


def _card(name: str, colour: str, text: str = "", slot: str = "") -> str:
    t = f', text: "{text}"' if text else ""
    return f"{{name: {name}, type: character, level: 0, power: 3000, soul: 1, color: {colour}{t}}}"


def _run(stage: dict[str, str], rest: str, actions: str = "", ask: str = "使い手.power") -> object:
    lines = "".join(f"      {slot}: {card}\n" for slot, card in stage.items())
    src = (
        WS_HEAD
        + "players:\n  A:\n"
        + rest
        + "    stage:\n"
        + lines
        + "  B: {deck: 10}\n"
        + (f"actions:\n{actions}" if actions else "")
        + f"ask: [{ask}]\n"
    )
    return resolve(loads(src, "t.yaml"))


STAGE3 = "【永】 あなたの舞台のキャラの色が3種類以上なら、このカードのパワーを＋1500。"


@pytest.mark.parametrize(
    ("colours", "power"),
    [
        (("RED", "BLUE", "YELLOW"), 4500),
        (("RED", "BLUE", "BLUE"), 3000),  # two colours, a colour counted once
        (("RED", "BLUE"), 3000),
    ],
)
def test_colours_of_the_stage_counted(colours: tuple[str, ...], power: int) -> None:
    slots = ("center_front", "left_front", "right_front")
    stage = {slots[0]: _card("使い手", colours[0], STAGE3)}
    stage |= {slots[i]: _card(f"味方{i}", c) for i, c in enumerate(colours[1:], 1)}
    r = _run(stage, "    deck: 10\n")
    assert main_state(r, "使い手.power") == power


LEVEL2 = (
    "【起】 あなたのレベル置場のカードの色が2種類以上なら、そのターン中、このカードのソウルを＋1。"
)


@pytest.mark.parametrize(("level", "soul"), [(("RED", "GREEN"), 2), (("RED", "RED"), 1)])
def test_colours_of_the_level_zone(level: tuple[str, ...], soul: int) -> None:
    cards = ", ".join(
        f"{{name: L{i}, type: character, level: 0, color: {c}}}" for i, c in enumerate(level)
    )
    r = _run(
        {"center_front": _card("使い手", "RED", LEVEL2)},
        f"    deck: 10\n    level: [{cards}]\n",
        "  - {do: activate, card: 使い手}\n",
        "使い手.soul",
    )
    assert main_state(r, "使い手.soul") == soul


PER = (
    "【起】 あなたは自分の山札の上から3枚をめくり、控え室に置く。それらのカードの色1種類につき、"
    "そのターン中、このカードのパワーを＋1000。"
)


@pytest.mark.parametrize(
    ("top", "power"),
    [(("RED", "BLUE", "YELLOW"), 6000), (("RED", "RED", "BLUE"), 5000), (("GREEN",) * 3, 4000)],
)
def test_per_colour_of_the_cards_flipped(top: tuple[str, ...], power: int) -> None:
    cards = ", ".join(
        f"{{name: D{i}, type: character, level: 0, color: {c}}}" for i, c in enumerate(top)
    )
    r = _run(
        {"center_front": _card("使い手", "RED", PER)},
        f"    deck: [{cards}, 5]\n",
        "  - {do: activate, card: 使い手}\n",
    )
    assert main_state(r, "使い手.power") == power


X_KINDS = "【永】 このカードのパワーを＋Ｘ。Ｘはあなたの控え室のカードの色の種類の数×500に等しい。"


def test_x_is_the_number_of_colours() -> None:
    cards = ", ".join(
        f"{{name: W{i}, type: character, level: 0, color: {c}}}"
        for i, c in enumerate(("RED", "BLUE", "BLUE", "GREEN"))
    )
    r = _run(
        {"center_front": _card("使い手", "RED", X_KINDS)},
        f"    deck: 10\n    waiting_room: [{cards}]\n",
    )
    assert main_state(r, "使い手.power") == 4500


TWO_PLACES = (
    "【起】 あなたのクロック置場とレベル置場のカードの色の種類の合計が3以上なら、そのターン中、"
    "このカードのソウルを＋1。"
)


@pytest.mark.parametrize(
    ("clock", "level", "soul"),
    [(("RED", "BLUE"), ("GREEN",), 2), (("RED", "BLUE"), ("BLUE",), 1), (("RED",), ("RED",), 1)],
)
def test_colours_of_two_places_together(
    clock: tuple[str, ...], level: tuple[str, ...], soul: int
) -> None:
    def zone(prefix: str, cs: tuple[str, ...]) -> str:
        return ", ".join(
            f"{{name: {prefix}{i}, type: character, level: 0, color: {c}}}"
            for i, c in enumerate(cs)
        )

    r = _run(
        {"center_front": _card("使い手", "RED", TWO_PLACES)},
        f"    deck: 10\n    clock: [{zone('C', clock)}]\n    level: [{zone('L', level)}]\n",
        "  - {do: activate, card: 使い手}\n",
        "使い手.soul",
    )
    assert main_state(r, "使い手.soul") == soul


APART = "【永】 このカードのパワーを＋Ｘ。Ｘはあなたの控え室の色の異なるCXの種類の数×500に等しい。"


def test_x_is_the_colours_of_the_climaxes_there() -> None:
    # climaxes red, red, blue and a green character: two colours among the climaxes
    cards = ", ".join(
        f"{{name: W{i}, type: {k}, level: 0, color: {c}}}"
        for i, (k, c) in enumerate(
            (("climax", "RED"), ("climax", "RED"), ("climax", "BLUE"), ("character", "GREEN"))
        )
    )
    r = _run(
        {"center_front": _card("使い手", "RED", APART)},
        f"    deck: 10\n    waiting_room: [{cards}]\n",
    )
    assert main_state(r, "使い手.power") == 4000


AS_MANY = (
    "【起】 あなたは自分の山札の上から3枚をめくり、控え室に置く。それらのカードの色の種類の数と同じ枚数"
    "まで、あなたは自分の控え室のキャラを選び、手札に戻す。"
)


@pytest.mark.parametrize(("top", "back"), [(("RED", "BLUE", "BLUE"), 2), (("RED",) * 3, 1)])
def test_as_many_as_the_colours(top: tuple[str, ...], back: int) -> None:
    from tests.ruling.boards import zone_names

    cards = ", ".join(f"{{name: D{i}, type: climax, color: {c}}}" for i, c in enumerate(top))
    wr = ", ".join(f"{{name: W{i}, type: character, level: 0}}" for i in range(3))
    picks = "".join(f"  - {{player: A, choose: W{i}}}\n" for i in range(back))
    src = (
        WS_HEAD + f"players:\n  A:\n    deck: [{cards}, 5]\n    waiting_room: [{wr}]\n"
        "    stage:\n      center_front: " + _card("使い手", "RED", AS_MANY) + "\n"
        "  B: {deck: 10}\nactions:\n  - {do: activate, card: 使い手}\nchoices:\n" + picks
    )
    r = resolve(loads(src, "t.yaml"))
    assert len(zone_names(r, "A", "hand")) == back
