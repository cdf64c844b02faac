"""vs card-text constructions of round 24 (s20covs, issue 12), each on a minimal text of its own
run on a board, with its neighbours."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000, text: "%s"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
ask: [千早.ap, 千早.dp, 律子.ap, 美希.ap]
"""


def _board(ring: str = "", bench: str = ""):
    return resolve(loads(BOARD % (ring, bench)))


def _ability(text: str):
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (a,) = _abilities("vs", text, None)
    return a


# ------------- 「[領域](効果)」: a technique printed with its whole effect in parentheses
# 8.1.1.4 prints a continuous technique 「[領域](効果)」; 2.14.2 makes text in () a note. The
# engine reads the first and says the text does not settle it (vs.unsettled.yaml paren_effect).


def _paren_warnings(r) -> list:
    return [w for w in r.warnings() if w.kind == "ambiguity" and "8.1.1.4" in w.clauses]


@pytest.mark.parametrize(
    ("ring", "state"),
    [
        ("【孤高】[リング](このカードを+2000/+2000)", {"千早.ap": 4000, "千早.dp": 5000}),
        ("【男の背中】《熱血》[リング](あなたのベンチのカードすべてを+1000/+0)", {"律子.ap": 2000}),
        ("[リング](相手のリングのカードを-1000/-0)", {"美希.ap": 1000}),
    ],
)
def test_an_effect_in_parentheses_runs_as_the_same_effect_without_them(ring: str, state) -> None:
    r = _board(ring=ring)
    plain = _board(ring=ring.replace("(", "", 1)[:-1])
    for key, value in state.items():
        assert r.outcome["state"][key] == value
        assert plain.outcome["state"][key] == value
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    (w,) = _paren_warnings(r)
    assert {"8.1.1.4", "2.14.2", "2.14.3"} <= set(w.clauses)
    assert not _paren_warnings(plain)  # printed without parentheses: nothing to settle


def test_a_condition_in_parentheses_is_read_as_printed() -> None:
    text = "【孤高】[リング](あなたのベンチにカードがないなら、このカードを+2000/+2000)"
    assert _board(ring=text).outcome["state"]["千早.ap"] == 2000  # 律子 is on the bench
    a = _ability(text)
    assert a.supported and a.program.condition is not None


def test_the_reading_is_said_only_where_the_technique_is_in_force() -> None:
    # 律子 on the bench with a [リング] technique: not in force there (8.1.1.4), nothing said
    r = _board(bench="【孤高】[リング](このカードを+2000/+2000)")
    assert r.outcome["state"]["律子.ap"] == 1000
    assert not _paren_warnings(r)
    # with [ベンチ] it is
    r = _board(bench="【孤高】[ベンチ](このカードを+2000/+2000)")
    assert r.outcome["state"]["律子.ap"] == 3000
    assert _paren_warnings(r)


@pytest.mark.parametrize(
    "text",
    [
        # a cost before the parentheses: 8.1.1.1.1 prints the effect after [コスト], not in ()
        "[ベンチ][このカードをレストする](あなたのリングのカードを+1000/+0)",
        # text outside the parentheses: they are a note of that text (2.14.2)
        "[リング]このカードを+1000/+0。(これは注釈です)",
    ],
)
def test_parentheses_beside_a_cost_or_an_effect_are_not_read_as_the_effect(text: str) -> None:
    a = _ability(text)
    assert a.program is None or "paren_effect" not in getattr(a.program, "unsettled", ())
    if not a.supported:
        assert "2.14.2" in a.reason


# ------------- a field of a card's information holding a value, whatever verb says so (2.15,
# 2.15.1 「《X》技を持つ」, 2.14.7): 「技属性に《X》を含む / を持つ」, 「…の技属性に《X》がある」


ATTR_BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000, attribute: %s, text: "%s"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
ask: [千早.ap]
"""


@pytest.mark.parametrize(
    "text",
    [
        "[リング]あなたのリングの、技属性に《星》を持つカードを+500/+0",
        "[リング]あなたのリングの技属性に《星》を含むカードを+500/+0",
        "[リング]あなたのリングのカードの技属性に《星》があるなら、このカードを+500/+0",
        "[リング]あなたのリングのカードが技属性に《星》を持つなら、このカードを+500/+0",
        "[リング]あなたのリングのカードが技属性に《星》を含むなら、このカードを+500/+0",
    ],
)
def test_an_attribute_held_whatever_the_verb(text: str) -> None:
    def ap(attr: str) -> int:
        r = resolve(loads(ATTR_BOARD % (attr, text)))
        assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
        return r.outcome["state"]["千早.ap"]

    assert ap("星") == 2500
    assert ap("月") == 2000  # another attribute: nothing


# ------------- 「その」 after a choice: the card just chosen, whatever the verb and whether the
# choice ends its sentence (「選び、」 / 「選ぶ。」) (8.1.1.5, in the order written)


USE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [千早.dp, B.waiting, 雪歩.zone]
"""


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("あなたのリングのカードを1枚選ぶ。このターン中、そのカードを+0/+1500。", "千早.dp", 4500),
        ("あなたのリングのカードを1枚選び、このターン中、そのカードを+0/+1500。", "千早.dp", 4500),
        ("相手のベンチのカードを1枚選ぶ。そのカードを控え室に置く。", "B.waiting", 1),
    ],
)
def test_that_card_after_a_choice_is_the_card_chosen(text: str, key: str, value) -> None:
    r = resolve(loads(USE % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"][key] == value


# ------------- 「あなたは自分の山札を見て、（♥ / 《X》 / 称号に“X”を含む）カードを1枚（まで）選び、
# （相手に見せ、）手札に加える。その山札をシャッフルする。」: the master sees its whole deck
# (3.2.2 over by 1.3.1), chooses among the cards so described (2.8.1, 2.15.1, 2.14.7), the card
# shown (3.1.7) still the card chosen for the steps after it


SEARCH = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: [{name: 剣士, title: 騎士, gender: 男}, {name: 歌手, title: 歌姫, gender: 女}, {name: 兵, title: 兵士, gender: 男}]
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
choices: %s
ask: [A.hand, A.deck, 剣士.zone, 歌手.zone]
"""


@pytest.mark.parametrize(
    ("text", "moved"),
    [
        (
            "あなたは自分の山札を見て、称号に“騎士”を含むカードを1枚選び、手札に加える。その山札をシャッフルする。",
            "剣士",
        ),
        (
            "あなたは自分の山札を見て♥のカードを1枚選び、公開して手札に加える。その後、山札をシャッフルする。",
            "歌手",
        ),
        (
            "あなたは自分の山札を見て、称号に“騎士”を含むカードを1枚まで選び、相手に見せ、手札に加える。その山札をシャッフルする。",
            "剣士",
        ),
    ],
)
def test_a_search_of_the_deck_takes_only_a_card_so_described(text: str, moved: str) -> None:
    r = resolve(loads(SEARCH % (text, "[]")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    got = r.outcome["state"]
    if "まで" in text:  # 「1枚まで」: the master may choose none (8.6.11.1.1)
        (none, one) = r.outcome["branches"]
        assert none["outcome"]["state"]["A.hand"] == 0
        got = one["outcome"]["state"]
    assert got["A.hand"] == 1 and got["A.deck"] == 2
    assert got[f"{moved}.zone"] == "A.hand"
    other = "歌手" if moved == "剣士" else "剣士"
    assert got[f"{other}.zone"] == "A.deck"


def test_a_choice_among_cards_looked_at_keeps_its_filter() -> None:
    # before: 「…上から2枚見て、♥のカードを1枚選び」 ran with the filter dropped (either card)
    text = "あなたは自分の山札を上から2枚見て、♥のカードを1枚選び、手札に加え、残りを控え室に置く。"
    r = resolve(loads(SEARCH % (text, "[]")))
    assert "branches" not in r.outcome  # only 歌手 of the two (剣士, 歌手) is ♥
    got = r.outcome["state"]
    assert got["歌手.zone"] == "A.hand" and got["剣士.zone"] == "A.waiting"
    a = _ability("[ベンチ][このカードをレストする]" + text)
    (choose,) = [o for o in a.program.ops if o.kind == "choose"]
    assert choose.info == (("gender", "女"),)


# ------------- a card's information named by its field (2.1.1 名前, 2.5 パートナーの名前, 2.6
# パートナーの称号): 「…の名前が『X』 / 「X」なら」 (the name is X), 「…のパートナーの名前 / 称号に
# “X”を含む」 (the words the lexicon lacks read as data, ``FIELD_PHRASES``)

INFO = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: %s, ap: 2000, dp: 3000, partner_name: 桜井 美羽, partner_title: 妹}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
ask: [律子.ap]
"""


@pytest.mark.parametrize(
    ("cond", "ring", "ap"),
    [
        ("あなたのリングのカードの名前が『白石ミオ』なら", "白石ミオ", 2000),
        ("あなたのリングのカードの名前が「白石ミオ」なら", "白石ミオ", 2000),
        ("あなたのリングのカードの名前が『白石ミオ』なら", "白石ミオン", 1000),  # the whole name
        ("あなたのリングのカードのパートナーの名前に“美羽”を含むなら", "千早", 2000),
        ("あなたのリングのカードのパートナーの名前に“美希”を含むなら", "千早", 1000),
        ("あなたのリングのカードのパートナーの称号に“妹”を含むなら", "千早", 2000),
        ("あなたのリングに、パートナーの名前に「桜井 美羽」を含むカードがあるなら", "千早", 2000),
    ],
)
def test_a_field_of_the_information_named(cond: str, ring: str, ap: int) -> None:
    text = f"[ベンチ]{cond}、このカードを+1000/+0する。"
    r = resolve(loads(INFO % (ring, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["律子.ap"] == ap


# ------------- 「…のカードをN枚（まで）選び、Mダメージを与える」: M to each card chosen (8.6.11 /
# 8.5.4: as many as chosen; 7.1.5.3) — before, only one chosen card was read

DAMAGE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench:
      left: {name: 雪歩, ap: 1000, dp: 3000}
      center: {name: 真, ap: 1000, dp: 3000}
      right: {name: 響, ap: 1000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
choices: [{player: A, choose: 雪歩}, {player: A, choose: 真}]
ask: [雪歩.damage, 真.damage, 響.damage]
"""


def test_damage_to_each_card_chosen() -> None:
    text = "相手のベンチのカードを2枚選び、1000ダメージを与える。"
    r = resolve(loads(DAMAGE % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"雪歩.damage": 1000, "真.damage": 1000, "響.damage": 0}


def test_a_stat_change_of_each_card_chosen() -> None:
    # 「…N枚選び、+A/-B」: the change on each card chosen (8.6.11 / 8.5.4; 8.9.1.5)
    text = "相手のベンチのカードを2枚選び、このターン中、-500/-0。"
    doc = (DAMAGE % text).replace(
        "ask: [雪歩.damage, 真.damage, 響.damage]", "ask: [雪歩.ap, 真.ap, 響.ap]"
    )
    r = resolve(loads(doc))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"雪歩.ap": 500, "真.ap": 500, "響.ap": 1000}


# ------------- 「（カード）のダメージを0にする」 / 「…が受けているダメージを0にする」: the damage
# accumulated on it (7.1.5.3) becomes 0 — read as 「…のダメージをすべて取り除く」

CLEAR = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 5000, damage: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [千早.damage]
"""


@pytest.mark.parametrize(
    ("text", "damage"),
    [
        ("あなたのリングのカードのダメージを0にする。", 0),
        ("あなたのリングのカードのダメージをすべて取り除く。", 0),
        ("あなたのリングのカードのダメージを1000取り除く。", 1000),
    ],
)
def test_damage_set_to_zero_is_all_of_it_taken_away(text: str, damage: int) -> None:
    r = resolve(loads(CLEAR % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["千早.damage"] == damage


def test_damage_set_to_another_amount_is_refused() -> None:
    assert not _ability(
        "[ベンチ][このカードをレストする]あなたのリングのカードのダメージを1000にする。"
    ).supported
