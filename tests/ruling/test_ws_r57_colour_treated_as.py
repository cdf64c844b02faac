"""ws round 57 (s54wsC): 「…は青としても扱う」 — a card also has another colour (2.4.1): a continuous
ability's (「このカードは赤と青と黄としても扱う」, while it applies) or an effect's for a period
(「そのターン中、そのキャラは緑としても扱う」, 8.2.1.2; ``Op("also_colour")``, the colour read by
``continuous.colours_of`` wherever a colour is: a colour filter, the colours counted)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state

# gives +1000 to each of A's blue characters (itself not blue)
LEADER = (
    "{name: 隊長, type: character, level: 0, power: 3000, soul: 1, color: YELLOW, "
    'text: "【永】 他のあなたの青のキャラすべてに、パワーを＋1000。"}'
)


def _run(text: str, actions: str = "", choices: str = "", ask: str = "使い手.power") -> object:
    src = (
        WS_HEAD + "players:\n  A:\n    deck: 10\n    stock: 3\n    stage:\n"
        f"      left_front: {LEADER}\n"
        "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'color: RED, text: "{text}"}}\n'
        "      right_front: {name: 味方, type: character, level: 0, power: 3000, soul: 1, color: RED}\n"
        "  B: {deck: 10}\n"
        + (f"actions:\n{actions}" if actions else "")
        + (f"choices:\n{choices}" if choices else "")
        + f"ask: [{ask}]\n"
    )
    return resolve(loads(src, "t.yaml"))


@pytest.mark.parametrize(
    ("text", "power"),
    [
        ("【永】 このカードは青としても扱う。", 4000),
        ("【永】 このカードは赤と青と黄としても扱う。", 4000),
        ("【永】 このカードは緑としても扱う。", 3000),
    ],
)
def test_a_continuous_ability_gives_the_card_a_colour(text: str, power: int) -> None:
    assert main_state(_run(text), "使い手.power") == power


CHOSEN = "【起】 あなたは自分のキャラを1枚選び、そのターン中、そのキャラは青としても扱う。"


def test_an_effect_gives_the_chosen_character_a_colour() -> None:
    r = _run(
        CHOSEN,
        "  - {do: activate, card: 使い手}\n",
        "  - {player: A, choose: 味方}\n",
        "味方.power, 使い手.power",
    )
    assert main_state(r, "味方.power") == 4000
    assert main_state(r, "使い手.power") == 3000


def test_the_colours_counted_include_the_one_given() -> None:
    # red + yellow on the stage, and blue given: three colours
    text = "【永】 このカードは青としても扱う。"
    counted = "【永】 あなたの舞台のキャラの色が3種類以上なら、このカードのソウルを＋1。"
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    deck: 10\n    stage:\n"
            f"      left_front: {LEADER}\n"
            "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
            f'color: RED, text: "{text}"}}\n'
            "      right_front: {name: 数え手, type: character, level: 0, power: 3000, soul: 1, "
            f'color: RED, text: "{counted}"}}\n'
            "  B: {deck: 10}\nask: [数え手.soul]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "数え手.soul") == 2


NO_COLOUR = (
    "【起】 あなたは自分のキャラを1枚選び、そのターン中、そのキャラは色を持たず、パワーを－1000。"
)


def test_an_effect_takes_every_colour() -> None:
    # 味方 (red) made colourless: 隊長's +1000 to red characters no longer reaches it, and the
    # −1000 the same sentence gives lasts the turn too
    text = "【永】 他のあなたの赤のキャラすべてに、パワーを＋1000。"
    src = (
        WS_HEAD + "players:\n  A:\n    deck: 10\n    stage:\n"
        f"      left_front: {{name: 隊長, type: character, level: 0, power: 3000, soul: 1, "
        f'color: YELLOW, text: "{text}"}}\n'
        "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'color: YELLOW, text: "{NO_COLOUR}"}}\n'
        "      right_front: {name: 味方, type: character, level: 0, power: 3000, soul: 1, color: RED}\n"
        "  B: {deck: 10}\nactions:\n  - {do: activate, card: 使い手}\n"
        "choices:\n  - {player: A, choose: 味方}\nask: [味方.power]\n"
    )
    assert main_state(resolve(loads(src, "t.yaml")), "味方.power") == 2000
