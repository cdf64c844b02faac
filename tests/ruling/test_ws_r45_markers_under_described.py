"""Round 45 (s42wse): markers under characters a description names, not this card or the one
just chosen (3.7.1: a marker zone is its slot's; 3.7.4: a character there 「マーカーを持つ」).

- 「他の自分のキャラの下のマーカーを1枚選び、手札に戻す」: a choice among the cards of the marker
  zones of the slots those characters are in (8.6.3).
- 「あなたのキャラの下のマーカーが控え室に置かれた時」: every one of a player's characters — the
  marker zones of that player's stage (the trigger reads the zone the card left, 8.7.4).
- 「控え室のキャラを1枚選び、自分のキャラの下にマーカーとして置く」: under one of the characters
  described, the master picking which (3.7.1; 8.6.5).
- 「自分のキャラを1枚選び、控え室のキャラを2枚まで選び、そのキャラの下にマーカーとして置く」: the
  cards put are the ones just chosen; 「そのキャラ」 is the character on the stage chosen before."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, cited, ws_compile, ws_resolve_text, zone_names

ME = "{name: 自分, type: character, level: 1}"


def _stage(markers: str = "") -> str:
    return (
        "  A:\n    level: 1\n    deck: 10\n    hand: 0\n"
        "    waiting_room: [{name: 控え, type: character}]\n"
        "    stage:\n"
        "      center_front: {name: 甲, type: character, level: 1}\n"
        "      left_front: {name: 乙, type: character, level: 1}\n"
        + (f"    markers:\n{markers}" if markers else "")
        + "  B: {deck: 10}\n"
    )


def test_a_marker_under_another_of_your_characters_chosen_and_returned() -> None:
    text = "あなたは他の自分のキャラの下のマーカーを1枚選び、手札に戻す。"
    prog = ws_compile(text)
    target = prog.steps[0].target
    assert target.zones == ("under_described",) and target.on is not None and target.on.other
    board = _stage("      center_front: [{name: 印, type: character}]\n")
    r = ws_resolve_text(board, text, "  - {player: A, at: choose, choose: 印}\n")
    assert zone_names(r, "A", "hand") == ["印"]
    assert "8.6.3" in cited(r)


def test_no_marker_under_any_character_nothing_is_chosen() -> None:
    text = "あなたは他の自分のキャラの下のマーカーを1枚選び、手札に戻す。"
    r = ws_resolve_text(_stage(), text)
    assert zone_names(r, "A", "hand") == []


def test_put_under_one_of_your_characters_the_master_picks() -> None:
    text = "あなたは自分の控え室のキャラを1枚選び、自分のキャラの下にマーカーとして置く。"
    op = ws_compile(text).steps[1]
    assert op.dest == "under_described"
    r = ws_resolve_text(
        _stage(),
        text,
        "  - {player: A, at: choose, choose: 控え}\n  - {player: A, at: marker_host, choose: 乙}\n",
    )
    assert zone_names(r, "A", "markers.left_front") == ["控え"]
    assert zone_names(r, "A", "waiting_room") == []
    assert {"3.7.1", "8.6.5"} <= cited(r)


def test_put_under_that_character_chosen_before() -> None:
    text = (
        "あなたは自分のキャラを1枚選び、あなたの控え室のキャラを2枚まで選び、"
        "そのキャラの下にマーカーとして置く。"
    )
    assert ws_compile(text).steps[2].dest == "under_chosen_on_stage"
    r = ws_resolve_text(
        _stage(),
        text,
        "  - {player: A, at: choose, choose: 乙}\n  - {player: A, at: choose, choose: 控え}\n",
    )
    assert zone_names(r, "A", "markers.left_front") == ["控え"]


def _trigger_run(marker_slot: str) -> Any:
    ability = (
        "【自】 あなたのキャラの下のマーカーが控え室に置かれた時、そのターン中、"
        "このカードのパワーを＋2000。"
    )
    src = (
        WS_HEAD
        + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        + f'      right_front: {{name: 見張り, type: character, level: 1, power: 1000, text: "{ability}"}}\n'
        + "      center_front: {name: 甲, type: character, level: 1}\n"
        + f"    markers:\n      {marker_slot}: [{{name: 印, type: character}}]\n"
        + "  B: {deck: 10}\n"
        + 'actions:\n  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、'
        + '控え室に置く。"}\n'
        + "choices:\n  - {player: A, at: choose, choose: 甲}\n"
        + "ask: [見張り.power]\n"
    )
    return resolve(loads(src))


def test_a_marker_of_your_character_to_the_waiting_room_triggers() -> None:
    prog = ws_compile(
        "【自】 あなたのキャラの下のマーカーが控え室に置かれた時、そのターン中、"
        "このカードのパワーを＋2000。"
    )
    assert prog.trigger.subject.zones == ("stage",) and prog.trigger.subject.kind == "marker"
    r = _trigger_run("center_front")
    assert r.main.outcome["state"]["見張り.power"] == 3000
    assert "3.7.3.2" in cited(r)


def test_characters_with_a_marker_under_them() -> None:
    """「他のあなたの、マーカーが下にあるキャラすべてに、パワーを＋1500」: as 「マーカーを持つキャラ」
    (3.7.4)."""
    ability = "【永】 他のあなたの、マーカーが下にあるキャラすべてに、パワーを＋1500。"
    assert ws_compile(ability) == ws_compile(
        "【永】 他のあなたのマーカーを持つキャラすべてに、パワーを＋1500。"
    )
    src = (
        WS_HEAD
        + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        + f'      right_front: {{name: 見張り, type: character, level: 1, text: "{ability}"}}\n'
        + "      center_front: {name: 甲, type: character, level: 1, power: 1000}\n"
        + "      left_front: {name: 乙, type: character, level: 1, power: 1000}\n"
        + "    markers:\n      center_front: [{name: 印, type: character}]\n"
        + "  B: {deck: 10}\n"
        + "ask: [甲.power, 乙.power]\n"
    )
    r = resolve(loads(src))
    assert (r.main.outcome["state"]["甲.power"], r.main.outcome["state"]["乙.power"]) == (
        2500,
        1000,
    )
    assert "3.7.4" in cited(r)


def test_all_markers_under_a_named_character_moved_under_this_card() -> None:
    """「自分の「甲」の下のマーカーをすべて、このカードの下にマーカーとして置く」: every marker under each
    character so named, into this card's slot's marker zone (3.7.1, 3.7.2.2)."""
    ability = (
        "【起】［このカードを【レスト】する］ あなたは自分の「甲」の下のマーカーをすべて、"
        "このカードの下にマーカーとして置く。"
    )
    src = (
        WS_HEAD
        + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        + f'      right_front: {{name: 集め手, type: character, level: 1, text: "{ability}"}}\n'
        + "      center_front: {name: 甲, type: character, level: 1}\n"
        + "    markers:\n      center_front: [{name: 印, type: character}]\n"
        + "  B: {deck: 10}\n"
        + "actions:\n  - {do: activate, player: A, card: 集め手}\n"
        + "ask: [印.zone]\n"
    )
    r = resolve(loads(src))
    assert r.main.outcome["state"]["印.zone"] == "A.markers.right_front"
    assert "3.7.1" in cited(r)


def test_every_other_character_under_this_card_in_the_order_picked() -> None:
    """「他の自分のキャラすべてを、このカードの下にマーカーとして好きな順番で裏向きに置く」: every
    other character of the master's off the stage into this card's marker zone, in the order
    the master picks (3.7.1, 3.7.2.2)."""
    ability = (
        "【起】［このカードを【レスト】する］ あなたは他の自分のキャラすべてを、"
        "このカードの下にマーカーとして好きな順番で裏向きに置く。"
    )
    src = (
        WS_HEAD
        + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        + f'      right_front: {{name: 集め手, type: character, level: 1, text: "{ability}"}}\n'
        + "      center_front: {name: 甲, type: character, level: 1}\n"
        + "      left_front: {name: 乙, type: character, level: 1}\n"
        + "  B: {deck: 10}\n"
        + "actions:\n  - {do: activate, player: A, card: 集め手}\n"
        + "ask: [甲.zone, 乙.zone]\n"
    )
    r = resolve(loads(src))
    state = r.main.outcome["state"]
    assert (state["甲.zone"], state["乙.zone"]) == ("A.markers.right_front",) * 2
    assert "3.7.2.2" in cited(r)
