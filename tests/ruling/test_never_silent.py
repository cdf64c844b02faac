"""Unsupported is never silent (issue 12), per game: card text on a board that the engine
does not run is named in an ``unsupported`` warning that says the ruling does not take it into
account — wherever the text is in force, including a zone its own label names — and no line of
a text that the engine does run is dropped."""

from __future__ import annotations

import json
from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported as _unsupported

NOT_TAKEN = "this ruling does not take it into account"
PHASE = {"vs": "chara"}


def _ruling(game: str, a: dict[str, Any], actions: list[dict[str, Any]] | None = None) -> Any:
    scn = {
        "game": game,
        "title": "t",
        "turn": {"player": "A", "number": 6, "phase": PHASE.get(game, "main")},
        "players": {"A": {"deck": 10, **a}, "B": {"deck": 10}},
        **({"actions": actions} if actions else {}),
    }
    return resolve(loads(json.dumps(scn, ensure_ascii=False)))


def test_vs_a_refused_technique_is_reported_in_the_zone_its_area_names() -> None:
    """VS 8.1.1.1.1: a technique works in its [領域]; one labelled [控え室] the engine refuses is
    reported with its card in the waiting room (before: text there was never checked), and not
    in the hand, where neither its card's text nor its [領域] is in force."""
    # a text the engine refuses (a technique made void by an automatic technique's effect: VS
    # reads only a continuous technique's void, round 24; before round 15,
    # 「相手の手札を見る」, before round 21 a shuffle step, before round 24 the deck's top cards
    # looked at and left, all now run)
    text = "[控え室]あなたのターンの始めに、相手のリングのカードの技は無効になる。"
    card = {"name": "律子", "text": text}
    ring = {"name": "千早", "ap": 1000, "dp": 1000}
    (w,) = _unsupported(_ruling("vs", {"ring": ring, "waiting": [card]}))
    assert text in w and NOT_TAKEN in w
    assert not _unsupported(_ruling("vs", {"ring": ring, "hand": [card]}))


def test_co_every_line_of_a_played_text_is_run() -> None:
    """CO 4-3-2-6: the text's contents are done in order — every line of an event, not the first
    alone (before, the second line was dropped without a warning)."""
    card = {
        "name": "手料理",
        "type": "event",
        "cost": 1,
        "text": "対象のデュエルマスターはHPが4点回復する。\nあなたは山札からカードを1枚引く。",
    }
    r = _ruling(
        "co",
        {"hp": 10, "energy": 3, "hand": [card]},
        [{"do": "play", "card": "手料理", "target": "A"}],
    )
    final = r.main.final.players["A"]
    assert len(final.zones["hand"]) == 1 and r.main.final.vars["hp.A"] == 14
    assert not _unsupported(r)


def test_co_an_effect_in_force_from_a_bare_text_is_reported() -> None:
    """A bare text resolved in a scenario gives an effect in force (4-3-8) that no card holds:
    reported, not dropped."""
    text = "フィールドに出ているすべてのキャラクターは、「+2:-1」の修正を受ける。"
    r = _ruling("co", {"hand": []}, [{"do": "resolve_text", "player": "A", "text": text}])
    (w,) = _unsupported(r)
    assert text in w


def test_mc_refused_abilities_are_reported_where_the_text_is_in_force() -> None:
    """MC 10.1.2: a card's text is read on the battlefield and in the hand; an ability the
    engine refuses on a card there is named, not dropped."""
    # (a ● ability with 〈発揮:戦闘終了時〉: its moment is not raised; until round 14 this test used a
    # 手札型 ◇ ability, which runs since (14.6.3.1))
    text = "●[戦闘]凶兆\n〈発揮:戦闘終了時/対象:ユニットすべて〉\n対象に【1】ダメージを与える。"
    (w,) = _unsupported(_ruling("mc", {"hand": [{"name": "歌姫", "type": "unit", "text": text}]}))
    assert "凶兆" in w and NOT_TAKEN in w
