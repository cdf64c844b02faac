"""ws round 57 (s54wsC): 「…を山札の下に置く。置いたカード1枚につき、…」 — the cards this effect put
(8.8.1) at a pile's end are the cards it put into that zone (3.2.3: the deck is one pile), read as
「この効果で山札に置かれたカード」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state

TEXT = (
    "【起】 あなたは自分の控え室のキャラを3枚まで選び、山札の下に置く。置いたカード1枚につき、"
    "そのターン中、このカードのパワーを＋1500。"
)


@pytest.mark.parametrize(("picked", "power"), [(2, 6000), (1, 4500), (0, 3000)])
def test_per_card_put_at_the_bottom(picked: int, power: int) -> None:
    picks = "".join(f"  - {{player: A, choose: W{i}}}\n" for i in range(picked))
    picks += "  - {player: A, choose: no}\n"
    wr = ", ".join(f"{{name: W{i}, type: character, level: 0}}" for i in range(3))
    src = (
        WS_HEAD + f"players:\n  A:\n    deck: 5\n    waiting_room: [{wr}]\n    stage:\n"
        "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'text: "{TEXT}"}}\n  B: {{deck: 10}}\n'
        "actions:\n  - {do: activate, card: 使い手}\nchoices:\n" + picks + "ask: [使い手.power]\n"
    )
    assert main_state(resolve(loads(src, "t.yaml")), "使い手.power") == power
