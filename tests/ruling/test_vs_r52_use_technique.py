"""Round 52 (s49vsC): 8.13.2 「「～使う」「～使ってよい」とは、その技が解決された時に、その技で指定した
技を解決領域に置く効果です。この効果で置かれた技の情報は、指定した技を持つカードが発生源となり、同一の
情報を持っています」 — 「Xの【Y】を使う」 (Y a technique name, 2.13.1) and 「…の技を1つ選び、使う（てよい）」
put that technique in the resolution zone with its card as the source; it resolves at a later ability
use timing (3.8.3, 8.1.1.3.2 for an automatic one). What 8.13.2 does not say is raised as a point of
the audit where it matters: a card outside the technique's [領域] (technique_used_by_effect_area), a
card of the other player (technique_used_by_effect_master), a technique with a cost
(technique_used_by_effect_cost)."""

from __future__ import annotations

from grammar.parse import parse_card
from ruling.games._vs.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads

_NAMED = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
    %s: %s
  B: {deck: 10, ring: {name: 美希, level: 1, ap: 2000, dp: 3000}}
actions:
  - {do: resolve_text, player: A, text: "あなたの%sの「春香」の【声援】を使う。"}
ask: [A.hand]
"""
_HARUKA = '{name: 春香, level: 1, ap: 1000, dp: 1000, text: "【声援】[ベンチ]アビリティフェイズの始めに、あなたは1枚引く。"}'


def _program(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vs").card.abilities[0])


def test_the_constructions_compile() -> None:
    p = _program("[リング]このカードがアタックした時、あなたのベンチの「春香」の【声援】を使う。")
    assert [(o.kind, o.who, o.value, o.info) for o in p.ops] == [
        ("use_technique", "your_bench", ("声援",), (("named", "春香"),))
    ]
    p = _program(
        "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、そのカードの【補給】を使う。"
    )
    assert [(o.kind, o.who) for o in p.ops] == [
        ("choose", "opp_bench"),
        ("use_technique", "chosen"),
    ]
    p = _program(
        "【はらい】《筆》[リング][あなたのエネルギーを2枚レスト]あなたは自分のベンチのカードの《書道》技を1つ選び、使ってよい。"
    )
    assert [(o.kind, o.who, o.attributes, o.optional) for o in p.ops] == [
        ("choose_technique", "your_bench", ("書道",), False),
        ("use_technique", "chosen", (), True),
    ]


def test_a_named_technique_of_a_bench_card_is_put_in_the_zone_and_resolves() -> None:
    # 【声援】 is an automatic technique whose trigger is not met: 「使う」 puts it in the
    # resolution zone all the same (8.13.2, 8.1.1.3.2) and its effect is done — A draws 1
    r = resolve(loads(_NAMED % ("bench", "{left: " + _HARUKA + "}", "ベンチ")))
    assert r.outcome["state"]["A.hand"] == 1
    assert {"8.13.2", "2.13.1", "8.1.1.3.2"} <= set(r.decided_by)
    assert not r.outcome.get("depends_on_reading")


def test_no_such_card_nothing_is_used() -> None:
    board = "{left: {name: 律子, level: 1, ap: 1000, dp: 1000}}"
    r = resolve(loads(_NAMED % ("bench", board, "ベンチ")))
    assert r.outcome["state"]["A.hand"] == 0


def test_a_card_outside_the_area_raises_the_area_point() -> None:
    # 春香 in the waiting room, its 【声援】 a [ベンチ] technique: 8.13.2 (used) against 8.1.1 /
    # 2.14.4 (not in force there) — both readings run
    r = resolve(loads(_NAMED % ("waiting", "[" + _HARUKA + "]", "控え室")))
    assert r.outcome["state"]["A.hand"] == 1
    assert {"8.13.2", "8.1.1", "2.14.4"} <= set(r.outcome["depends_on_reading"])


_CHOSEN = """
game: vs
title: t
turn: {player: B, number: 5, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
    bench: {left: {name: 甲, level: 1, ap: 1000, dp: 1000, text: "【補給】[ベンチ]%sあなたは2枚引く。"}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, level: 1, ap: 2000, dp: 3000}
    bench: {left: {name: 亜美, level: 1, ap: 1000, dp: 1000,
                   text: "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、そのカードの【補給】を使う。"}}
actions:
  - {do: use, player: B, card: 亜美}
ask: [A.hand, B.hand, 甲.state]
"""


def test_the_other_player_s_technique_raises_the_master_point() -> None:
    # 【補給】 an automatic technique with no cost: only whose technique it is is unsettled
    # (4.3.4 / 4.3.5 against 8.13.2 with 4.15.2); the engine's reading: the user's, B draws 2
    r = resolve(loads(_CHOSEN % "アビリティフェイズの始めに、"))
    st = r.outcome["state"]
    assert (st["B.hand"], st["A.hand"]) == (2, 0)
    dep = set(r.outcome["depends_on_reading"])
    assert {"4.3.4", "4.3.5"} <= dep and "2.14.9" not in dep


def test_a_cost_in_the_technique_raises_the_cost_point() -> None:
    # 【補給】 with 「[このカードをレストする]」: paid (2.14.9) or not (8.5.1.3.2) — the engine's
    # reading: not paid, 甲 stands
    r = resolve(loads(_CHOSEN % "[このカードをレストする]"))
    assert r.outcome["state"]["甲.state"] == "stand"
    assert {"2.14.9", "8.5.1.3.2"} <= set(r.outcome["depends_on_reading"])


_ATTRIBUTE = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    energy: 2
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000,
           text: "【はらい】《筆》[リング][あなたのエネルギーを2枚レスト]あなたは自分のベンチのカードの《書道》技を1つ選び、使ってよい。"}
    bench:
      left: {name: 春香, level: 1, ap: 1000, dp: 1000, text: "【とめ】《書道》[ベンチ]アビリティフェイズの始めに、あなたは1枚引く。"}
      right: {name: 律子, level: 1, ap: 1000, dp: 1000, text: "【突き】《剣技》[ベンチ]アビリティフェイズの始めに、あなたは2枚引く。"}
  B: {deck: 10, ring: {name: 美希, level: 1, ap: 2000, dp: 3000}}
actions:
  - {do: use, card: 千早}
%s
ask: [A.hand]
"""


def test_a_technique_chosen_by_its_attribute_is_used_or_not() -> None:
    # only 春香's technique holds 《書道》 (2.15.1): chosen, and used (「使ってよい」: the master
    # may decline, 8.13.2)
    r = resolve(loads(_ATTRIBUTE % "choices:\n  - {player: A, at: use_technique, choose: yes}"))
    assert r.outcome["state"]["A.hand"] == 1
    assert {"8.13.2", "2.15.1"} <= set(r.decided_by)
    r = resolve(loads(_ATTRIBUTE % "choices:\n  - {player: A, at: use_technique, choose: no}"))
    assert r.outcome["state"]["A.hand"] == 0
