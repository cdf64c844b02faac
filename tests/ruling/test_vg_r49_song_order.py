"""Round 49: 楽曲オーダー (17.4). A song order played and resolved goes to the center back circle,
not the drop (17.4.2): a unit there is retired first, a song order there put into the drop first
(17.4.2.2). A unit called onto a song order's circle sends it into the drop at once, no retire
(it is no unit nor rear-guard, 17.4.3; 17.4.4). An order of no subtype 楽曲 still goes to the drop
(11.8.3.2)."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run, zone_names

SONG = '{name: 星の調べ, type: order, grade: 0, traits: [楽曲], text: "１枚引く。"}'
PLAIN = '{name: 号令, type: order, grade: 0, text: "１枚引く。"}'
DRUM = "{name: 鼓手, type: normal, grade: 1, power: 8000}"


def _play(order: str, center_back: str) -> object:
    return vg_run(
        f"""players:
  A:
    vanguard: {{name: 吟遊詩人, type: normal, grade: 3, power: 13000}}
{center_back}    hand: [{order}]
    deck: 10
  B: {{vanguard: {{name: 騎士, grade: 3, power: 13000}}, deck: 10}}
actions:
  - {{do: play_order, card: {order.split(",")[0].split(": ")[1]}}}
"""
    )


def test_a_song_order_goes_to_the_center_back_circle_retiring_the_unit_there() -> None:
    r = _play(SONG, f"    center_back: {DRUM}\n")
    assert zone_names(r, "A", "field.center_back") == ["星の調べ"]
    assert zone_names(r, "A", "drop") == ["鼓手"]
    assert {"17.4.2", "17.4.2.2"} <= cited(r)
    assert "11.8.3.2" not in cited(r)


def test_a_song_order_sends_the_one_there_to_the_drop_first() -> None:
    old = SONG.replace("星の調べ", "古い調べ")
    r = _play(SONG, f"    center_back: {old}\n")
    assert zone_names(r, "A", "field.center_back") == ["星の調べ"]
    assert zone_names(r, "A", "drop") == ["古い調べ"]


def test_an_order_of_no_song_goes_to_the_drop() -> None:
    r = _play(PLAIN, f"    center_back: {DRUM}\n")
    assert zone_names(r, "A", "field.center_back") == ["鼓手"]
    assert zone_names(r, "A", "drop") == ["号令"]
    assert "11.8.3.2" in cited(r) and "17.4.2" not in cited(r)


def _call_over(center_back: str) -> object:
    return vg_run(
        f"""players:
  A:
    vanguard: {{name: 吟遊詩人, type: normal, grade: 3, power: 13000}}
    center_back: {center_back}
    hand: [{DRUM}]
    deck: 10
  B: {{vanguard: {{name: 騎士, grade: 3, power: 13000}}, deck: 10}}
actions:
  - {{do: call, card: 鼓手, circle: center_back}}
"""
    )


def test_a_unit_called_onto_a_song_orders_circle_sends_it_to_the_drop_no_retire() -> None:
    r = _call_over(SONG)
    assert zone_names(r, "A", "field.center_back") == ["鼓手"]
    assert zone_names(r, "A", "drop") == ["星の調べ"]
    assert {"17.4.4", "17.4.3"} <= cited(r)
    assert "6.2.3.4" not in cited(r) and "7.18.1" not in cited(r)


def test_a_unit_called_over_a_unit_retires_it() -> None:
    r = _call_over("{name: 古兵, type: normal, grade: 1, power: 6000}")
    assert zone_names(r, "A", "drop") == ["古兵"]
    assert "6.2.3.4" in cited(r) and "17.4.4" not in cited(r)
