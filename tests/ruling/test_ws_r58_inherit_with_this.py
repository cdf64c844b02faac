"""ws round 58 (s55wsR): 継承's put of two coordinated objects, 「このカードとこのカードのマーカーすべてを、
そのキャラの下にマーカーとして置く」 (10.18.1 「自身や自身のマーカーをマーカーとして移動する」): this card
and its markers go under the character chosen at the same moment. When it triggered on the card
leaving the stage, its markers went to the waiting room with it (3.7.3.2): whether they are still
「このカードのマーカー」 (8.7.4.1.2) is the point left_card_markers, raised naming 10.18.1 too, run
both ways. Another shape of 「このカードと…を」 is refused."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, ambiguity_clauses, main_state, ws_compile

TEXT = (
    "【自】 継承 このカードが舞台から控え室に置かれた時、あなたは他の自分のキャラを1枚選び、"
    "このカードとこのカードのマーカーすべてを、そのキャラの下にマーカーとして置く。"
)


def test_compiles_to_one_put_with_this_card() -> None:
    prog = ws_compile(TEXT)
    put = prog.steps[-1]
    assert put.dest == "under_chosen" and dict(put.detail).get("with_this") is True


def test_the_card_and_its_markers_both_readings() -> None:
    src = (
        WS_HEAD + "players:\n  A:\n    stock: 0\n    deck: 5\n    stage:\n"
        f'      center_front: {{name: 継ぐ者, type: character, level: 0, power: 3000, soul: 1, text: "{TEXT}"}}\n'
        "      left_front: {name: 受け手, type: character, level: 0, power: 3000, soul: 1, "
        'text: "【永】 このカードの下のマーカー1枚につき、このカードのパワーを＋1000。"}\n'
        "    markers: {center_front: [{name: 印甲, type: character}]}\n"
        "  B: {deck: 5}\n"
        "actions:\n  - {do: move, card: 継ぐ者, to: waiting_room}\n  - {do: check_timing}\n"
        "ask: [受け手.power, 継ぐ者.zone, 印甲.zone]\n"
    )
    r = resolve(loads(src, "t.yaml"))
    # the engine's reading (gone): the card alone goes under 受け手
    assert main_state(r, "継ぐ者.zone") == "A.markers.left_front"
    assert main_state(r, "印甲.zone") == "A.waiting_room"
    assert main_state(r, "受け手.power") == 4000
    assert any("10.18.1" in cs and "3.7.3.2" in cs for cs in ambiguity_clauses(r))
    other = {leaf.outcome["state"]["受け手.power"] for leaf in r.alternates}
    assert other == {5000}  # as_on_stage: the marker it had goes too


def test_other_shapes_are_refused() -> None:
    with pytest.raises(Unsupported):
        ws_compile(
            "【自】 このカードが舞台から控え室に置かれた時、このカードとあなたの手札を1枚、"
            "あなたのキャラの下にマーカーとして置く。"
        )
