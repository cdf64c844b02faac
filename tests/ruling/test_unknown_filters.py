"""Unknown values in card-text filters, every game (issue 14, "Unknown stays unknown"): a card
whose value a filter reads (a trait, a name, a race, a grade, a gender, a level …) is not given
in the scenario — the card is taken not to be one the text names, and the ruling says so
through the one shared door (``ruling.values.assume_unmatched``, key
``not_given_condition_unmet``), naming the card and the value; the same value given, no such
assumption is stated."""

from __future__ import annotations

import ruling.games.co  # noqa: F401  (registers each game's card-text compiler)
import ruling.games.mc  # noqa: F401
import ruling.games.vg  # noqa: F401
import ruling.games.vs  # noqa: F401
import ruling.games.ws  # noqa: F401
from ruling.resolve import Ruling, resolve
from ruling.scenario import loads
from ruling.state import Card
from ruling.values import value_given
from tests.ruling.boards import mc_scenario

KEY = "not_given_condition_unmet"


def _said(r: Ruling, card: str) -> list[str]:
    """The assumptions of the shared door that name ``card``."""
    return [
        w.en
        for w in r.warnings()
        if w.kind == "assumption" and w.key == KEY and w.en.startswith(f"{card}:")
    ]


def test_value_given_tells_a_value_left_out_from_none() -> None:
    assert not value_given(Card("A1", "A"), "traits")  # an anonymous card: nothing known
    assert value_given(Card("A1", "A", name="甲"), "traits")  # no ``unknown`` recorded
    assert not value_given(Card("A1", "A", name="甲", unknown=("traits",)), "traits")
    assert not value_given(Card("A1", "A", name="甲"), "level")
    assert value_given(Card("A1", "A", name="甲", level=0), "level")
    assert value_given(Card("A1", "A", name="甲", extra={"grade": 2}), "grade")


WS = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1TRAITS}
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の《音楽》のキャラを1枚選び、そのターン中、パワーを＋1000。"}
ask: [甲.power]
"""


def _chose(r: Ruling) -> dict[str, object]:
    """A choice's candidate left out only by a value not given is branched on (ws since round
    28, ``values.branch_candidates``): the outcome under each reading, by its key."""
    assert r.outcome["by_unknown"] is True
    return {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]}


def test_ws_a_trait_filter_on_traits_not_given_is_said() -> None:
    """Round 18 said it (taken not to match); round 28 branches on it (the card qualifies or
    not, ``values.branch_candidates``)."""
    r = resolve(loads(WS.replace("TRAITS", "")))
    assert _chose(r) == {"甲.traits:met": {"甲.power": 4000}, "甲.traits:unmet": {"甲.power": 3000}}
    assert _said(r, "甲") == []
    r = resolve(loads(WS.replace("TRAITS", ", traits: [スポーツ]")))
    assert r.outcome["state"] == {"甲.power": 3000} and _said(r, "甲") == []
    r = resolve(loads(WS.replace("TRAITS", ", traits: [音楽]")))
    assert r.outcome["state"] == {"甲.power": 4000} and _said(r, "甲") == []


def test_ws_a_level_filter_on_a_level_not_given_is_said() -> None:
    """A level read on the stage used to be computed from a default of 0 (matching 「レベル1以下
    の」 silently); now it is unknown, taken not to match, and said."""
    doc = WS.replace("level: 0, ", "").replace("TRAITS", "").replace("《音楽》の", "レベル1以下の")
    r = resolve(loads(doc))  # round 28: branched on (the card qualifies or not)
    assert _chose(r) == {"甲.level:met": {"甲.power": 4000}, "甲.level:unmet": {"甲.power": 3000}}
    r = resolve(loads(WS.replace("TRAITS", "").replace("《音楽》の", "レベル1以下の")))
    assert r.outcome["state"] == {"甲.power": 4000} and _said(r, "甲") == []


VG = """\
game: vg
title: t
turn: {player: A, number: 3, phase: main}
players:
  A:
    deck: 10
    vanguard: {name: 先導者, grade: 3, power: 13000}
    left_front: {name: 甲, type: normal, grade: 1, power: 8000CLAN}
  B: {deck: 10, vanguard: {name: 騎士, grade: 3, power: 13000}}
actions:
  - {do: resolve_text, player: A, text: "あなたの《ロイヤルパラディン》のリアガードを1枚選び、そのターン中、パワー+5000。"}
ask: [甲.power]
"""


def test_vg_a_clan_filter_on_a_clan_not_given_is_said() -> None:
    r = resolve(loads(VG.replace("CLAN", "")))
    # round 27: branched on (the card qualifies or not, ``values.branch_candidates``)
    assert r.outcome["by_unknown"] is True
    got = {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]}
    assert sorted(got.values(), key=str) == [{"甲.power": 13000}, {"甲.power": 8000}], got
    assert _said(r, "甲") == []
    r = resolve(loads(VG.replace("CLAN", ", clan: かげろう")))
    assert r.outcome["state"] == {"甲.power": 8000} and _said(r, "甲") == []


MC = mc_scenario(
    title="t",
    turn="{player: A, number: 5, phase: main}",
    a_top="    deck: 5\n    hand: 0\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3RACE}
""",
    b_top="    deck: 10\n",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "〈対象:ユニット1体〉対象が「種族:ドラゴン」の場合、対象に「攻撃力:+3」を付与する。", target: 戦士}
ask: [戦士.attack]
""",
)


def test_mc_a_race_filter_on_a_race_not_given_is_said() -> None:
    """Round 26: the condition 「対象が「種族:ドラゴン」の場合」 on a race not given decides the
    outcome, so it is branched on (``values.branch_condition``), no longer only stated."""
    r = resolve(loads(MC.replace("RACE", "")))
    assert r.outcome["by_unknown"] is True
    got = {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]}
    assert got == {"戦士.race:met": {"戦士.attack": 4}, "戦士.race:unmet": {"戦士.attack": 1}}
    assert _said(r, "戦士") == []
    r = resolve(loads(MC.replace("RACE", ", race: アンデッド")))
    assert r.outcome["state"] == {"戦士.attack": 1} and _said(r, "戦士") == []


CO = """\
game: co
title: t
turn: {player: A, number: 5, phase: turn_start}
players:
  A:
    hp: 10
    deck: 10
    field: [{name: 甲, type: character, ap: 1, dp: 1, text: "ターン開始時、対象の女性キャラクター1体をタップする。"}]
  B:
    hp: 10
    deck: 10
    field: [{name: 乙, type: character, ap: 1, dp: 3GENDER}]
actions:
  - {do: turn_start}
ask: [乙.state]
"""


def test_co_a_gender_filter_on_a_gender_not_given_is_said() -> None:
    r = resolve(loads(CO.replace("GENDER", "")))
    assert r.outcome["state"] == {"乙.state": "stand"}
    assert any("gender" in w and "女性" in w for w in _said(r, "乙"))
    r = resolve(loads(CO.replace("GENDER", ", gender: 男性")))
    assert r.outcome["state"] == {"乙.state": "stand"} and _said(r, "乙") == []


VS = """\
game: vs
title: t
turn: {player: A, number: 8, phase: ability}
players:
  A:
    deck: 10
    retire: [{name: 妹1, title: 末っ子の妹, ap: 1000, dp: 1000}, {name: 兄, ap: 1000, dp: 1000TITLE}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]あなたは相手のフィールドのカードを、あなたのリタイヤ置場の称号に“妹”を含むカードと同じ枚数選び、相手の控え室に置く。"}}
  B:
    deck: 10
    retire: 3
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 亜美, ap: 1000, dp: 1000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
choices:
  - {player: A, choose: 美希}
ask: [美希.zone, 亜美.zone]
"""


def test_vs_a_title_filter_on_a_title_not_given_is_said() -> None:
    r = resolve(loads(VS.replace("TITLE", "")))
    assert r.outcome["state"] == {"美希.zone": "B.waiting", "亜美.zone": "B.bench.left"}
    assert any("title" in w and "妹" in w for w in _said(r, "兄"))
    r = resolve(loads(VS.replace("TITLE", ", title: 長男")))
    assert r.outcome["state"] == {"美希.zone": "B.waiting", "亜美.zone": "B.bench.left"}
    assert _said(r, "兄") == []
