"""The rules documents' own example texts, as printed, measured and run (issue 12, round 23,
s19examples): each construction on a minimal board of its own."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.rules_examples import LIMIT_FORM, is_use_limit, measure
from ruling.scenario import loads
from tests.ruling.test_vs_rules_r22 import ONCE

# ---------------- VS 8.12.5: a limit of uses printed alone is a sentence of an ability

# the board of test_vs_rules_r22 (美希 in the ring, attacked twice), here with its whole text given
ATTACKED_TWICE = ONCE.replace("[リング]このカードがアタックされた時、あなたは1枚引く。%s", "%s")


@pytest.mark.parametrize(
    ("text", "limit"),
    [
        ("1ターンの1回まで使える", True),  # 8.12.5 as printed
        ("この技は1ターンに1回まで使える。", True),
        ("1ターンの2回まで使える", True),
        ("あなたは1枚引く。", False),  # an effect, not a limit
        ("2ターンの1回まで使える", False),  # not a limit a turn
    ],
)
def test_a_limit_of_uses_alone_is_read_as_part_of_an_ability(text: str, limit: bool) -> None:
    assert is_use_limit("vs", text) is limit


@pytest.mark.parametrize(
    ("printed", "hand"), [("1ターンの1回まで使える", 3), ("1ターンの2回まで使える", 4)]
)
def test_the_measured_form_binds_the_limit_on_a_board(printed: str, hand: int) -> None:
    """The ability the tool measures (LIMIT_FORM with the sentence): attacked twice, it draws
    once a turn (8.12.5), twice with a limit of 2."""
    r = resolve(loads(ATTACKED_TWICE % LIMIT_FORM["vs"].format(printed)))
    assert r.outcome["state"] == {"B.hand": hand}
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_vs_8_12_5_example_runs_as_measured() -> None:
    (o,) = [o for o in measure("vs") if o.clause == "8.12.5"]
    assert o.parses and o.compiles and o.runs, o.reason


# ---------------- VS 2.15.2: an attribute added to the techniques of the cards of several zones

ZONES_BOARD = """\
game: vs
title: t
turn: {player: A, number: 3, phase: chara}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000}}
    retire: [{name: 雪歩, ap: 1000, dp: 1000}]
  B:
    deck: 9
    ring: {name: 美希, ap: 2000, dp: 3000}
    retire: [{name: 真, ap: 1000, dp: 1000}]
actions: []
ask: [律子.attribute, 雪歩.attribute, 美希.attribute, 真.attribute]
"""


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        # 2.15.2 as printed (with its [領域]): every player's field and retire zone
        (
            "[リング]すべてのプレイヤーの、フィールドとリタイヤ置場の、技は追加で《素敵》になる。",
            {"律子", "雪歩", "美希", "真"},
        ),
        (
            "[リング]すべてのプレイヤーの、フィールドの、技は追加で《素敵》になる。",
            {"律子", "美希"},
        ),
        ("[リング]すべてのプレイヤーのリタイヤ置場の技は追加で《素敵》になる。", {"雪歩", "真"}),
        ("[リング]あなたのフィールドとリタイヤ置場の技は追加で《素敵》になる。", {"律子", "雪歩"}),
        ("[リング]相手のリタイヤ置場とフィールドの技は追加で《素敵》になる。", {"美希", "真"}),
        ("[リング]あなたのベンチの技は追加で《素敵》になる。", {"律子"}),
    ],
)
def test_an_attribute_added_to_the_cards_of_zones(text: str, holds: set[str]) -> None:
    """The zones joined by と are both read (``abilities.coordinated_zones``), each player's or
    the master's / the opponent's (2.15.2; 8.1.1.4: while the ring card is there)."""
    r = resolve(loads(ZONES_BOARD % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    state = r.outcome["state"]
    got = {k.split(".")[0] for k, v in state.items() if v == ["素敵"]}
    assert got == holds
    assert all(v in ([], ["素敵"]) for v in state.values())


@pytest.mark.parametrize(
    "text",
    [
        "[リング]フィールドの技は追加で《素敵》になる。",  # whose cards: not printed
        "[リング]すべてのプレイヤーの、フィールドか、リタイヤ置場の、技は追加で《素敵》になる。",
    ],
)
def test_an_attribute_added_to_zones_of_no_player_stays_refused(text: str) -> None:
    r = resolve(loads(ZONES_BOARD % text))
    assert [w for w in r.warnings() if w.kind == "unsupported"]


def test_zones_joined_by_to_in_a_choice_are_one_noun_phrase() -> None:
    """The same pass on another verb: 「自分の手札と控え室のカードを1枚選び」 — one object, both zones."""
    from grammar.parse import parse_card
    from ruling.cardtext.abilities import coordinated_zones

    res = parse_card("[リング]あなたは自分の手札と控え室のカードを1枚選び、山札に置く。", "vs")
    assert res.card is not None
    body = coordinated_zones(res.card.abilities[0]).effect.sentences[0].steps[0].body
    (obj,) = [a.value for a in body.args if a.role.value == "object"]
    assert [getattr(t, "id", getattr(t, "who", None)) for t in obj.terms] == [
        "self",
        "hand",
        "waiting_room",
        "card",
    ]
    assert "with" not in [a.role.value for a in body.args]


def test_vs_2_15_2_example_runs_as_measured() -> None:
    (o,) = [o for o in measure("vs") if o.clause == "2.15.2"]
    assert o.parses and o.compiles and o.runs, o.reason


# ---------------- MC 4.6.8: a bare effect naming no unit is applied to the unit it is given


def _mc_bare(text: str, target: str | None) -> tuple[dict, list[str]]:
    from ruling.resolve import check_expect

    tgt = f", target: {target}" if target else ""
    r = resolve(
        loads(f"""
game: mc
title: a bare effect on a unit
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    deck: 20
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 平原, type: terrain, limit: 6}}
        - {{name: 竜, type: unit, level: 1, attack: 2, defense: 2, race: ドラゴン}}
  B:
    deck: 20
    field:
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: resolve_text, player: A, text: "{text}"{tgt}}}
expect:
  state: {{竜.attack: 2, 竜.defense: 4}}
""")
    )
    warned = [w.en for w in r.warnings() if w.kind == "unsupported"]
    return {"warned": warned, "errors": r.errors}, check_expect(r)


@pytest.mark.parametrize(
    "text",
    ["「防御力:+2」を付与する。", "「防御力+2」を付与する。", "対象に「防御力:+2」を付与する。"],
)
def test_a_grant_with_no_unit_named_is_applied_to_the_unit_given(text: str) -> None:
    """4.6.8's example: attack 2 / defence 2 given 「防御力:+2」 becomes 2 / 4 — the unit named by
    the situation, as 「対象に」 names it (10.10.1)."""
    got, failed = _mc_bare(text, "竜")
    assert not got["warned"] and failed == []


def test_a_grant_with_no_unit_named_and_no_unit_given_is_not_silent() -> None:
    got, failed = _mc_bare("「防御力:+2」を付与する。", None)
    assert got["warned"] or got["errors"] or failed


def test_mc_4_6_8_example_runs_as_measured() -> None:
    runs = [o for o in measure("mc") if o.clause == "4.6.8" and o.text.startswith("「防御力")]
    assert runs and all(o.runs for o in runs), [o.reason for o in runs]


# ---------------- MC 10.17.1: a bare effect's damage of a value read of the unit using it

COUNTED = """\
game: mc
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 2, defense: 3, race: 人間}
        - {name: 甲虫, type: unit, level: 1, attack: 1, defense: 3, race: [インセクト, プラント]}
        - {name: 蟻, type: unit, level: 1, attack: 1, defense: 3, race: インセクト}
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 花, type: unit, level: 1, attack: 1, defense: 3, race: プラント}
  B:
    deck: 20
    field:
      c4:
        - {name: 丘, type: terrain, limit: 6}
        - {name: 岩人, type: unit, level: 1, attack: 1, defense: 9}
actions:
  - {do: resolve_text, player: A, text: "%s", target: 岩人%s}
ask: [岩人.damage]
"""
COUNT_TEXT = "対象に【自軍パーティに存在する「種族：インセクトorプラント」のユニット数】ダメージ。"


@pytest.mark.parametrize(
    ("user", "damage"),
    [
        ("戦士", 2),  # its party: 甲虫 (both races, once) and 蟻 — 10.17.1
        ("花", 1),  # another terrain's party: 花 itself
    ],
)
def test_a_bare_effects_counted_damage_is_read_of_the_unit_using_it(user: str, damage: int) -> None:
    r = resolve(loads(COUNTED % (COUNT_TEXT, f", user: {user}")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"岩人.damage": damage}
    assert {"4.4.1", "10.17.1"} <= set(r.decided_by)


def test_a_bare_effects_read_value_with_no_user_is_unsupported() -> None:
    r = resolve(loads(COUNTED % (COUNT_TEXT, "")))
    assert [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"岩人.damage": 0}


def test_this_units_attack_read_of_the_user() -> None:
    """「【このユニットの攻撃力】ダメージ」 in a bare effect: the unit using it (4.7.2: the card whose
    effect it is), its attack 2; with no ``user`` unsupported."""
    text = "対象に【このユニットの攻撃力】ダメージを与える。"
    r = resolve(loads(COUNTED % (text, ", user: 戦士")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"岩人.damage": 2}
    r = resolve(loads(COUNTED % (text, "")))
    assert [w for w in r.warnings() if w.kind == "unsupported"]


def test_user_is_refused_in_a_game_that_does_not_read_it() -> None:
    from ruling.scenario import ScenarioError

    src = """\
game: vs
title: t
turn: {player: A, number: 3, phase: chara}
players:
  A: {deck: 9, ring: {name: 千早, ap: 2000, dp: 2000}}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: resolve_text, player: A, text: "あなたは1枚引く。", user: 千早}
"""
    with pytest.raises(ScenarioError):
        loads(src)


def test_mc_10_17_1_example_runs_as_measured() -> None:
    (o,) = [o for o in measure("mc") if o.clause == "10.17.1"]
    assert o.runs, o.reason


# ---------------- VG 11.11.4: 「このターン、」 (no 中) heading a step, the period of this turn

VG_TURN = """\
game: vg
title: t
turn: {player: A, number: 3, phase: main}
players:
  A:
    vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    right_front: {name: 剣兵, type: normal, grade: 2, power: 10000}
    left_back: {name: 弓兵, type: normal, grade: 1, power: 8000}
    deck: 20
  B:
    vanguard: {name: 焔皇竜, type: normal, grade: 3, power: 13000}
    deck: 20
actions:
  - {do: resolve_text, player: A, text: "%s", card: A.vanguard}
ask: [騎士王.power, 槍兵.power, 剣兵.power, 弓兵.power]
"""


@pytest.mark.parametrize(
    ("text", "powers"),
    [
        (
            "このターン、あなたの前列のリアガードすべてのパワーに+5000。",
            [13000, 15000, 15000, 8000],
        ),
        (
            "このターン、あなたのヴァンガードのパワーは、あなたのリアガード1体につき+1000。",
            [16000, 10000, 10000, 8000],
        ),
        ("このターン中、あなたのヴァンガードのパワー＋5000。", [18000, 10000, 10000, 8000]),
        ("このターン、あなたのヴァンガードのパワー＋5000。", [18000, 10000, 10000, 8000]),
    ],
)
def test_this_turn_without_chuu_is_the_period_of_the_turn(text: str, powers: list[int]) -> None:
    r = resolve(loads(VG_TURN % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert list(r.outcome["state"].values()) == powers


def test_this_turn_before_ni_stays_a_time_not_a_period() -> None:
    """「このターン」 is a duration only before a comma: 「このターンに」 is not lexed as one."""
    from grammar.lexicon import DURATION_SURFACE, _duration_alt

    assert "このターン" in DURATION_SURFACE["this_turn"]
    assert "このターン(?=、)" in _duration_alt(list(DURATION_SURFACE["this_turn"]))
