"""ws round 57 (s54wsC): colours compared (a card's colour, 2.4.1) — 「そのカードの色がこのカードの色と
違う / 同じなら」 (``Cond("colors_alike")`` with ``than``), 「それらのカードが(すべて)同じ色なら」 (one
colour between them all), 「そのカードの色が黄なら」 read as 「そのカードが黄なら」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, zone_names


def _hand_after(text: str, top: tuple[str, ...], colour: str = "RED") -> int:
    cards = ", ".join(
        f"{{name: D{i}, type: character, level: 0, color: {c}}}" for i, c in enumerate(top)
    )
    src = (
        WS_HEAD + "players:\n  A:\n"
        f"    deck: [{cards}, 5]\n    stage:\n"
        "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'color: {colour}, text: "{text}"}}\n  B: {{deck: 10}}\n'
        "actions:\n  - {do: activate, card: 使い手}\n"
    )
    r = resolve(loads(src, "t.yaml"))
    return len(zone_names(r, "A", "hand"))


DIFFER = (
    "【起】 あなたは自分の山札の上から1枚をめくり、控え室に置く。そのカードの色がこのカードの色と違う"
    "なら、あなたは1枚引く。"
)
SAME = DIFFER.replace("違う", "同じ")


@pytest.mark.parametrize(("top", "differ", "same"), [("BLUE", 1, 0), ("RED", 0, 1)])
def test_one_card_against_another(top: str, differ: int, same: int) -> None:
    assert _hand_after(DIFFER, (top,)) == differ
    assert _hand_after(SAME, (top,)) == same


ALL_SAME = (
    "【起】 あなたは自分の山札の上から3枚をめくり、控え室に置く。それらのカードがすべて同じ色なら、"
    "あなたは2枚引く。"
)


@pytest.mark.parametrize(
    ("top", "drawn"), [(("BLUE",) * 3, 2), (("BLUE", "BLUE", "RED"), 0), (("GREEN",) * 3, 2)]
)
def test_all_of_one_colour(top: tuple[str, ...], drawn: int) -> None:
    assert _hand_after(ALL_SAME, top) == drawn


YELLOW = "【起】 あなたは自分の山札の上から1枚をめくり、控え室に置く。そのカードの色が黄なら、あなたは1枚引く。"


@pytest.mark.parametrize(("top", "drawn"), [("YELLOW", 1), ("BLUE", 0)])
def test_the_colour_of_that_card(top: str, drawn: int) -> None:
    assert _hand_after(YELLOW, (top,)) == drawn


# the shared ``conditions.elided_counts``: a description printed with no subject is said of the
# subject of the description before it (the ellipsis of Japanese)
BOTH = (
    "【起】 あなたは自分の山札の上から2枚をめくり、控え室に置く。それらのカードが同じ色なら、あなたは"
    "2枚引く。違う色なら、あなたは1枚引く。"
)


@pytest.mark.parametrize(("top", "drawn"), [(("RED", "RED"), 2), (("RED", "BLUE"), 1)])
def test_a_bare_other_colour_after_same_colour(top: tuple[str, ...], drawn: int) -> None:
    assert _hand_after(BOTH, top) == drawn


BARE = (
    "【起】 あなたは自分のキャラを1枚選び、そのターン中、そのキャラが赤なら、パワーを＋1500し、"
    "青なら、ソウルを＋1。"
)


@pytest.mark.parametrize(("colour", "power", "soul"), [("RED", 4500, 1), ("BLUE", 3000, 2)])
def test_a_bare_colour_after_a_colour(colour: str, power: int, soul: int) -> None:
    from tests.ruling.boards import main_state

    src = (
        WS_HEAD + "players:\n  A:\n    deck: 10\n    stage:\n"
        "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'color: YELLOW, text: "{BARE}"}}\n'
        f"      left_front: {{name: 味方, type: character, level: 0, power: 3000, soul: 1, color: {colour}}}\n"
        "  B: {deck: 10}\nactions:\n  - {do: activate, card: 使い手}\n"
        "choices:\n  - {player: A, choose: 味方}\nask: [味方.power, 味方.soul]\n"
    )
    r = resolve(loads(src, "t.yaml"))
    assert (main_state(r, "味方.power"), main_state(r, "味方.soul")) == (power, soul)


DENIED = (
    "【起】 あなたは自分の山札の上から1枚をめくり、控え室に置く。そのカードがCXなら、あなたは1枚引く。"
    "CXでないなら、あなたは2枚引く。"
)


@pytest.mark.parametrize(("kind", "drawn"), [("climax", 1), ("character", 2)])
def test_a_bare_denial_after_a_description(kind: str, drawn: int) -> None:
    src = (
        WS_HEAD + "players:\n  A:\n"
        f"    deck: [{{name: D0, type: {kind}, color: RED}}, 5]\n    stage:\n"
        "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'color: RED, text: "{DENIED}"}}\n  B: {{deck: 10}}\n'
        "actions:\n  - {do: activate, card: 使い手}\n"
    )
    assert len(zone_names(resolve(loads(src, "t.yaml")), "A", "hand")) == drawn


APART = "【永】 あなたの思い出が2枚以上あり、それらの色が異なるなら、このカードのパワーを＋3000。"


@pytest.mark.parametrize(
    ("memory", "power"),
    [
        (("RED", "BLUE"), 6000),
        (("RED", "RED"), 3000),
        (("RED",), 3000),
        (("RED", "BLUE", "RED"), 3000),
    ],
)
def test_those_of_the_condition_before_apart(memory: tuple[str, ...], power: int) -> None:
    # 「それら」: the memory's cards, named by the condition joined before it
    from tests.ruling.boards import main_state

    cards = ", ".join(
        f"{{name: M{i}, type: character, level: 0, color: {c}}}" for i, c in enumerate(memory)
    )
    src = (
        WS_HEAD + f"players:\n  A:\n    deck: 10\n    memory: [{cards}]\n    stage:\n"
        "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'color: RED, text: "{APART}"}}\n  B: {{deck: 10}}\nask: [使い手.power]\n'
    )
    assert main_state(resolve(loads(src, "t.yaml")), "使い手.power") == power
