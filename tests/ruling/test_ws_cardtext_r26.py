"""Weiß Schwarz card-text constructions of round 26 (issue 12, s22ws): each family in general
form, with variants a writer could print, and what it does on a board.

- A choice with no number printed (「相手のキャラを選び」, 「その中からキャラを選び」): one target,
  as 「…を1枚選び」 (8.6.3). The WS rules give no number for it (8.6.3.1 and below settle only a
  choice whose number is given): the audit's ``omitted_choice_count``, raised where the choice
  is made.
- A state printed in another voice, read as the plain stative clause (shared
  ``ruling.cardtext.nouns.stative``): 「カード名に「X」が含まれている」 = 「カード名に「X」を含む」,
  「《X》を持っている」 = 「《X》を持つ」, 「舞台に置かれている」 = 「舞台にいる」; and as a condition's
  predicate, 「そのキャラのカード名に「X」が含まれる(ていない)なら」 / 「そのキャラが名前 / 特徴に…を
  含む(含まない)なら」 / 「そのキャラが《X》を持つなら」 (2.1.2.1, 2.5).
- Progressive relative clauses as filters in every position: 「相手のバトルしているキャラ」,
  「他のあなたのバトルしていないキャラ」 (7.2.1.5.1), 「フロントアタックされているキャラ」 (the defending
  character, 7.2.1.5.1), 「(サイド)アタックされているキャラ」 (7.2.1.5.2), 「マーカーが置かれている
  キャラ」 (3.7.4), 「あなたの舞台に【リバース】しているキャラがいるなら」.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, compiled_first, unsupported, zone_names


def _same(a: str, b: str) -> None:
    assert compiled_first(a, "ws") == compiled_first(b, "ws")


# ----------------------------------------------------------- a choice with no number printed

CHOOSE_BOARD = """\
players:
  A:
    level: 1
    deck: 10
    waiting_room:
      - {{name: 控えA, type: character, level: 0, power: 3000}}
      - {{name: 控えB, type: character, level: 0, power: 3000}}
  B:
    deck: 10
    level: 1
    stage:
      center_front: {{name: 相手1, type: character, level: 0, power: 3000}}
      left_front: {{name: 相手2, type: character, level: 0, power: 3000}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
ask: [A.hand, A.waiting_room]
"""


@pytest.mark.parametrize(
    ("bare", "counted"),
    [
        (
            "【自】 このカードがアタックした時、あなたは相手のキャラを選び、そのターン中、"
            "そのキャラのパワーを－1000。",
            "【自】 このカードがアタックした時、あなたは相手のキャラを1枚選び、そのターン中、"
            "そのキャラのパワーを－1000。",
        ),
        (
            "【自】 このカードがアタックした時、あなたは自分の控え室のキャラを選び、手札に戻してよい。",
            "【自】 このカードがアタックした時、あなたは自分の控え室のキャラを1枚選び、手札に戻してよい。",
        ),
        (
            "【起】［(1)］ あなたは自分の《音楽》のキャラを選び、そのターン中、パワーを＋1000。",
            "【起】［(1)］ あなたは自分の《音楽》のキャラを1枚選び、そのターン中、パワーを＋1000。",
        ),
        (
            "【自】 このカードがアタックした時、相手は自分の手札を選び、控え室に置く。",
            "【自】 このカードがアタックした時、相手は自分の手札を1枚選び、控え室に置く。",
        ),
        (
            "【自】 このカードがアタックした時、あなたは自分の山札の上から3枚を見て、その中から"
            "キャラを選び、手札に加え、残りを控え室に置く。",
            "【自】 このカードがアタックした時、あなたは自分の山札の上から3枚を見て、その中から"
            "キャラを1枚選び、手札に加え、残りを控え室に置く。",
        ),
    ],
)
def test_a_choice_with_no_number_is_a_choice_of_one(bare: str, counted: str) -> None:
    """The same program as 「…を1枚選び」 but for the mark that the number was left out."""
    a, b = compiled_first(bare, "ws"), compiled_first(counted, "ws")
    marked = [o for o in a.steps if ("count_omitted", True) in o.detail]
    assert [o.verb for o in marked] == ["choose"]
    assert marked[0].n == 1 and marked[0].bound == "exact"
    plain = replace(
        a,
        steps=tuple(
            replace(o, detail=tuple(d for d in o.detail if d[0] != "count_omitted"))
            for o in a.steps
        ),
    )
    assert plain == b


def test_a_choice_with_no_number_on_a_board_takes_one_and_says_so() -> None:
    """「あなたは自分の控え室のキャラを選び、手札に戻す。」 with two characters there: one goes to
    the hand (8.6.3), and the ruling says the number is one the rules do not give."""
    text = "あなたは自分の控え室のキャラを選び、手札に戻す。"
    r = resolve(loads(WS_HEAD + CHOOSE_BOARD.format(text=text)))
    assert not unsupported(r), unsupported(r)
    assert len(zone_names(r, "A", "hand")) == 1
    assert len(zone_names(r, "A", "waiting_room")) == 1
    said = [w for w in r.warnings() if "omitted_choice_count" in str(w) or "8.6.3.1" in str(w)]
    assert said, r.warnings()


def test_a_choice_with_no_number_and_nothing_to_choose_is_not_flagged() -> None:
    """No candidate: nothing is chosen either way, and no reading is raised."""
    text = "あなたは自分の控え室のCXを選び、手札に戻す。"
    r = resolve(loads(WS_HEAD + CHOOSE_BOARD.format(text=text)))
    assert not unsupported(r), unsupported(r)
    assert not [w for w in r.warnings() if "8.6.3.1" in str(w)]


# ---------------------------------------------------- a state printed in another voice


@pytest.mark.parametrize(
    ("voiced", "plain"),
    [
        (
            "【自】 このカードが手札から舞台に置かれた時、あなたは自分の控え室の、カード名に「ABC」が"
            "含まれているキャラを1枚選び、手札に戻す。",
            "【自】 このカードが手札から舞台に置かれた時、あなたは自分の控え室の、カード名に「ABC」を"
            "含むキャラを1枚選び、手札に戻す。",
        ),
        (
            "【自】 このカードが手札から舞台に置かれた時、あなたは自分の控え室の「ABC」を含んでいる"
            "キャラを1枚選び、手札に戻す。",
            "【自】 このカードが手札から舞台に置かれた時、あなたは自分の控え室の「ABC」を含む"
            "キャラを1枚選び、手札に戻す。",
        ),
        (
            "【自】 このカードが手札から舞台に置かれた時、あなたは自分の控え室の《音楽》を持っている"
            "キャラを1枚選び、手札に戻す。",
            "【自】 このカードが手札から舞台に置かれた時、あなたは自分の控え室の《音楽》を持つ"
            "キャラを1枚選び、手札に戻す。",
        ),
        (
            "【永】 あなたの舞台に置かれているキャラが4枚以上なら、このカードのパワーを＋1000。",
            "【永】 あなたの舞台にいるキャラが4枚以上なら、このカードのパワーを＋1000。",
        ),
        (
            "【自】 このカードが手札から舞台に置かれた時、あなたは自分の前列に置かれているキャラを"
            "1枚選び、そのターン中、パワーを＋1000。",
            "【自】 このカードが手札から舞台に置かれた時、あなたは自分の前列にいるキャラを"
            "1枚選び、そのターン中、パワーを＋1000。",
        ),
    ],
)
def test_a_state_in_another_voice_is_the_plain_state(voiced: str, plain: str) -> None:
    _same(voiced, plain)


PRED_BOARD = """\
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, text: "{text}"}}
  B:
    deck: 10
    level: 1
    stage:
      center_front: {{name: {other}, type: character, level: 0, power: 3000, traits: [{trait}]}}
ask: [主役.power]
"""


@pytest.mark.parametrize(
    ("cond", "other", "trait", "met"),
    [
        ("このカードの正面のキャラのカード名に「ABC」が含まれるなら", "ABCの子", "動物", True),
        ("このカードの正面のキャラのカード名に「ABC」が含まれるなら", "XYZ", "動物", False),
        ("このカードの正面のキャラのカード名に「ABC」が含まれていないなら", "XYZ", "動物", True),
        (
            "このカードの正面のキャラのカード名に「ABC」が含まれていないなら",
            "ABCの子",
            "動物",
            False,
        ),
        ("このカードの正面のキャラが名前に「ABC」を含むなら", "ABCの子", "動物", True),
        ("このカードの正面のキャラが「ABC」を含むなら", "ABCの子", "動物", True),
        ("このカードの正面のキャラが「ABC」を含まないなら", "ABCの子", "動物", False),
        ("このカードの正面のキャラが《音楽》を含むなら", "XYZ", "音楽", True),
        ("このカードの正面のキャラがカード名に「ABC」を含まないなら", "ABCの子", "動物", False),
        ("このカードの正面のキャラが特徴に《音楽》を含むなら", "XYZ", "音楽", True),
        ("このカードの正面のキャラの特徴に《音楽》が含まれるなら", "XYZ", "動物", False),
        ("このカードの正面のキャラが《音楽》を持つなら", "XYZ", "音楽", True),
        ("このカードの正面のキャラが《音楽》を持っていないなら", "XYZ", "音楽", False),
        ("このカードの正面のキャラが《音楽》を持っていないなら", "XYZ", "動物", True),
    ],
)
def test_containing_and_having_as_a_condition(cond: str, other: str, trait: str, met: bool) -> None:
    """「【永】 <cond>、このカードのパワーを＋1000。」: the card opposite decides (2.1.2.1, 2.5)."""
    text = f"【永】 {cond}、このカードのパワーを＋1000。"
    r = resolve(loads(WS_HEAD + PRED_BOARD.format(text=text, other=other, trait=trait)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["主役.power"] == (6000 if met else 5000)


# --------------------------------------------- progressive relative clauses as filters

ATTACK_BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 攻撃役, type: character, level: 1, power: 9000, soul: 1, text: "{atext}"}}
      left_front: {{name: 味方, type: character, level: 0, power: 3000, soul: 1}}
  B:
    deck: 10
    level: 1
    stage:
      center_front: {{name: 正面役, type: character, level: 0, power: 3000, soul: 1}}
      left_front: {{name: 他の相手, type: character, level: 0, power: 3000, soul: 1}}
actions:
  - {{player: A, do: attack, slot: center_front, kind: {kind}}}
ask: [A.hand, B.hand]
"""


@pytest.mark.parametrize(
    ("described", "kind", "taken"),
    [
        # 「相手のバトルしているキャラ」: the defending character (7.2.1.5.1); none in a side attack
        ("相手のバトルしているキャラ", "front", "B:正面役"),
        ("相手のバトルしているキャラ", "side", None),
        ("バトルしている相手のキャラ", "front", "B:正面役"),
        # 「あなたのバトルしていないキャラ」: not the attacker
        ("あなたのバトルしていないキャラ", "front", "A:味方"),
        # 「フロントアタックされているキャラ」: the defender of a front attack only (7.2.1.5.1)
        ("相手のフロントアタックされているキャラ", "front", "B:正面役"),
        ("相手のフロントアタックされているキャラ", "side", None),
        # 「アタックされている」: opposite a front or a side attack (7.2.1.5.2)
        ("アタックされている相手のキャラ", "side", "B:正面役"),
        ("相手のアタックされているキャラ", "front", "B:正面役"),
        ("相手のサイドアタックされているキャラ", "front", None),
        ("相手のサイドアタックされているキャラ", "side", "B:正面役"),
    ],
)
def test_progressive_relative_clauses_on_a_board(
    described: str, kind: str, taken: str | None
) -> None:
    """「【自】 このカードがアタックした時、あなたは<described>を1枚選び、手札に戻す。」: the card
    the filter leaves (the only one) goes to its owner's hand, or none."""
    atext = f"【自】 このカードがアタックした時、あなたは{described}を1枚選び、手札に戻す。"
    r = resolve(loads(ATTACK_BOARD.format(atext=atext, kind=kind), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    hands = {p: zone_names(r, p, "hand") for p in ("A", "B")}
    if taken is None:
        assert hands == {"A": [], "B": []}
    else:
        p, name = taken.split(":")
        assert hands[p] == [name]


def test_a_state_in_a_place_with_its_owner() -> None:
    """「あなたの舞台に【リバース】しているキャラがいるなら」: as 「あなたの舞台の【リバース】している
    キャラがいるなら」 (the place with its owner belongs to the head noun)."""
    _same(
        "【永】 あなたの舞台に【リバース】しているキャラがいるなら、このカードのパワーを＋1000。",
        "【永】 あなたの舞台の【リバース】しているキャラがいるなら、このカードのパワーを＋1000。",
    )


def test_a_marker_placed_under_a_character_is_a_marked_character() -> None:
    _same(
        "【自】 このカードが手札から舞台に置かれた時、あなたは相手のマーカーが置かれているキャラを"
        "1枚選び、控え室に置く。",
        "【自】 このカードが手札から舞台に置かれた時、あなたは相手のマーカーを持つキャラを"
        "1枚選び、控え室に置く。",
    )


# ---------------------------------------------------- moves and puts into a slot of the stage


@pytest.mark.parametrize(
    ("variant", "plain"),
    [
        # 移動する into a slot is the move 動かす names (6.5.1.2.4)
        (
            "【起】［(1)］ あなたはこのカードを後列の空いている枠に移動する。",
            "【起】［(1)］ あなたはこのカードを後列の空いている枠に動かす。",
        ),
        (
            "【起】［(1)］ あなたはこのカードを後列のキャラのいない枠に移動する。",
            "【起】［(1)］ あなたはこのカードを後列のキャラのいない枠に動かす。",
        ),
        (
            "【自】 相手のアタックフェイズの始めに、あなたは自分の前列のキャラを1枚選び、"
            "後列の好きな枠に移動してよい。",
            "【自】 相手のアタックフェイズの始めに、あなたは自分の前列のキャラを1枚選び、"
            "後列の好きな枠に動かしてよい。",
        ),
        # 「空いている枠」 with no place named: a slot is the stage's (3.6)
        (
            "【起】［(1)］ あなたはこのカードを空いている枠に動かす。",
            "【起】［(1)］ あなたはこのカードを舞台の空いている枠に動かす。",
        ),
        (
            "【自】 このカードのバトル相手が【リバース】した時、あなたは自分の控え室のキャラを1枚"
            "選び、空いている枠に置く。",
            "【自】 このカードのバトル相手が【リバース】した時、あなたは自分の控え室のキャラを1枚"
            "選び、舞台の空いている枠に置く。",
        ),
        # 「舞台に置く」 / 「前列に置く」: into a slot of it, the master's pick (3.5.2)
        (
            "【自】 このカードのバトル相手が【リバース】した時、あなたは自分の控え室のキャラを1枚"
            "選び、舞台に置く。",
            "【自】 このカードのバトル相手が【リバース】した時、あなたは自分の控え室のキャラを1枚"
            "選び、舞台の好きな枠に置く。",
        ),
        (
            "【自】 このカードのバトル相手が【リバース】した時、あなたは自分の控え室のキャラを1枚"
            "まで選び、自分の前列に置いてよい。",
            "【自】 このカードのバトル相手が【リバース】した時、あなたは自分の控え室のキャラを1枚"
            "まで選び、前列の好きな枠に置いてよい。",
        ),
        (
            "【自】 このカードのバトル相手が【リバース】した時、あなたは自分の控え室のキャラを1枚"
            "選び、後列に【レスト】して置く。",
            "【自】 このカードのバトル相手が【リバース】した時、あなたは自分の控え室のキャラを1枚"
            "選び、後列の好きな枠に【レスト】して置く。",
        ),
    ],
)
def test_slot_variants_compile_as_the_known_form(variant: str, plain: str) -> None:
    _same(variant, plain)


SLOT_BOARD = """\
players:
  A:
    level: 1
    deck: 10
    stock: 3
    stage:
      center_front: {{name: 動く役, type: character, level: 0, power: 3000, text: "{text}"}}
      left_back: {{name: 後ろ役, type: character, level: 0, power: 3000}}
    waiting_room:
      - {{name: 控え役, type: character, level: 0, power: 3000}}
  B: {{deck: 10, level: 1}}
actions:
  - {{do: resolve_text, player: A, text: "{effect}"}}
ask: [動く役.zone, 控え役.zone]
"""


def test_a_move_into_an_empty_back_slot_on_a_board() -> None:
    """「あなたはこのカードを後列の空いている枠に移動する。」: the card goes to an empty back slot
    (the left one is taken)."""
    r = resolve(
        loads(
            WS_HEAD
            + SLOT_BOARD.format(
                text="",
                effect="あなたは自分の前列のキャラを1枚選び、後列の空いている枠に移動する。",
            )
        )
    )
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["動く役.zone"] in ("A.stage.center_back", "A.stage.right_back")


def test_a_put_onto_the_stage_on_a_board() -> None:
    """「あなたは自分の控え室のキャラを1枚選び、舞台に置く。」 does on a board what 「…舞台の好きな
    枠に置く。」 does: the same outcomes, the character in a slot the master picks (an occupied one
    read by any_slot_occupied, its encore included)."""

    def outcomes(effect: str) -> list[dict[str, list[str]]]:
        r = resolve(loads(WS_HEAD + SLOT_BOARD.format(text="", effect=effect)))
        assert not unsupported(r), unsupported(r)
        return [
            {z: [c.name for c in cs] for z, cs in leaf.final.players["A"].zones.items()}
            for leaf in r.leaves
        ]

    bare = outcomes("あなたは自分の控え室のキャラを1枚選び、舞台に置く。")
    assert bare == outcomes("あなたは自分の控え室のキャラを1枚選び、舞台の好きな枠に置く。")
    assert any(o.get("stage.right_front") == ["控え役"] for o in bare)


# ------------------------------------------------- N cards of a group counted in whole groups

PER_BOARD = """\
players:
  A:
    level: 1
    deck:
      - {{name: 一, type: character}}
      - {{name: 二, type: character}}
      - {{name: 三, type: {third}}}
      - 5
    stage:
      center_front: {{name: 主役, type: character, level: 0, power: 3000}}
  B: {{deck: 10, level: 1}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
ask: [A.hand, A.deck]
"""


@pytest.mark.parametrize(("third", "draws"), [("character", 1), ("climax", 1)])
def test_a_group_counted_in_whole_groups(third: str, draws: int) -> None:
    """「山札の上から3枚を、控え室に置く。それらのカードのキャラ2枚につき、あなたは1枚引く。」: two
    or three characters make one whole group of two: one card drawn."""
    text = "あなたは自分の山札の上から3枚を、控え室に置く。それらのカードのキャラ2枚につき、あなたは1枚引く。"
    r = resolve(loads(WS_HEAD + PER_BOARD.format(third=third, text=text)))
    assert not unsupported(r), unsupported(r)
    assert len(zone_names(r, "A", "hand")) == draws


def test_one_per_card_unchanged() -> None:
    text = "あなたは自分の山札の上から3枚を、控え室に置く。それらのカードのキャラ1枚につき、あなたは1枚引く。"
    r = resolve(loads(WS_HEAD + PER_BOARD.format(third="character", text=text)))
    assert len(zone_names(r, "A", "hand")) == 3


# ------------------------------------------------- the battle opponent of a card named before


@pytest.mark.parametrize(
    ("variant", "plain"),
    [
        (
            "【自】 他のあなたのキャラがアタックした時、あなたはそのキャラとバトルしているキャラを"
            "選び、そのターン中、パワーを－1000。",
            "【自】 他のあなたのキャラがアタックした時、あなたはそのキャラのバトル相手を1枚選び、"
            "そのターン中、パワーを－1000。",
        ),
        (
            "【永】 このカードがバトルしているキャラのレベルが2以上なら、このカードのパワーを＋2000。",
            "【永】 このカードとバトルしているキャラのレベルが2以上なら、このカードのパワーを＋2000。",
        ),
    ],
)
def test_the_battle_opponent_said_by_a_relative_clause(variant: str, plain: str) -> None:
    """The same card as 「…のバトル相手」 (7.2.1.5.1): the step's selector names it by the same
    reference (a character: the relative clause's head noun adds its kind)."""
    a, b = compiled_first(variant, "ws"), compiled_first(plain, "ws")
    if a.kind == "continuous":
        assert a == b
    else:
        assert [o.verb for o in a.steps] == [o.verb for o in b.steps]
        assert a.steps[0].target.ref == b.steps[0].target.ref == "chosen_battle_opponent"
        assert a.steps[0].n == b.steps[0].n == 1


def test_the_battle_opponent_of_the_attacker_on_a_board() -> None:
    """「このカードがアタックした時、あなたはこのカードがバトルしているキャラを選び、手札に戻す。」 on
    a front attack: the character opposite it (正面役) goes to B's hand."""
    atext = "【自】 このカードがアタックした時、あなたはこのカードがバトルしているキャラを選び、手札に戻す。"
    r = resolve(loads(ATTACK_BOARD.format(atext=atext, kind="front"), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert zone_names(r, "B", "hand") == ["正面役"]


# ------------------------------- a state said of a card as a condition; the state word before a noun


@pytest.mark.parametrize(
    ("cond", "kind", "met"),
    [
        ("このカードがフロントアタックしているなら", "front", True),
        ("このカードがフロントアタックしているなら", "side", False),
        ("このカードがサイドアタックしているなら", "side", True),
        ("このカードの正面のキャラがフロントアタックされているなら", "front", True),
        ("このカードの正面のキャラがフロントアタックされているなら", "side", False),
        ("このカードの正面のキャラがアタックされているなら", "side", True),
    ],
)
def test_a_state_of_a_card_as_a_condition_on_a_board(cond: str, kind: str, met: bool) -> None:
    """「【自】 このカードがアタックした時、<cond>、あなたは1枚引く。」: the attack's method and the
    character opposite decide (7.2.1.5, 7.2.1.5.1, 7.2.1.5.2)."""
    atext = (
        f"【自】 このカードがアタックした時、{cond}、あなたは相手のキャラを1枚選び、手札に戻す。"
    )
    r = resolve(loads(ATTACK_BOARD.format(atext=atext, kind=kind), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert bool(zone_names(r, "B", "hand")) is met


@pytest.mark.parametrize(
    ("variant", "plain"),
    [
        (
            "【永】 このカードの下にマーカーが置かれているなら、このカードのパワーを＋1000。",
            "【永】 このカードの下にマーカーがあるなら、このカードのパワーを＋1000。",
        ),
        (
            "【自】 このカードがアタックした時、あなたは相手の【レスト】状態のキャラを1枚選び、控え室に置く。",
            "【自】 このカードがアタックした時、あなたは相手の【レスト】しているキャラを1枚選び、"
            "控え室に置く。",
        ),
        (
            "【永】 他のあなたの【リバース】状態のキャラすべてに、パワーを＋500。",
            "【永】 他のあなたの【リバース】しているキャラすべてに、パワーを＋500。",
        ),
    ],
)
def test_a_state_word_or_voice_reads_as_the_state(variant: str, plain: str) -> None:
    _same(variant, plain)


def test_the_attacker_of_one_method_on_a_board() -> None:
    """「あなたのフロントアタックしているキャラを1枚選び、手札に戻す」: the attacker in a front
    attack (7.2.1.5), none in a side attack."""
    atext = "【自】 このカードがアタックした時、あなたは自分のフロントアタックしているキャラを1枚選び、手札に戻す。"
    for kind, back in (("front", ["攻撃役"]), ("side", [])):
        r = resolve(loads(ATTACK_BOARD.format(atext=atext, kind=kind), "t.yaml"))
        assert not unsupported(r), unsupported(r)
        assert zone_names(r, "A", "hand") == back


def test_every_player_moving_their_characters_is_refused() -> None:
    """「すべてのプレイヤーは、自分の前列のキャラを1枚選び、後列の好きな枠に動かす」: each player's
    character on that player's stage — the runtime moves one card by the master's pick, so the
    text is refused (before, the master's character alone was moved)."""
    from ruling.abilities import Unsupported

    for verb in ("動かす", "移動する"):
        with pytest.raises(Unsupported):
            compiled_first(
                f"すべてのプレイヤーは、自分の前列のキャラを1枚選び、後列の好きな枠に{verb}。", "ws"
            )


# --------------------------------------- a card named as the card of a place (an identity)

BEHIND_BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      {att}: {{name: 攻撃役, type: character, level: 1, power: 9000, soul: 1}}
      {slot}: {{name: 支援, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
  B:
    deck: 10
    level: 1
    stage:
      left_front: {{name: 相手左, type: character, level: 0, power: 3000, soul: 1}}
      center_front: {{name: 相手中, type: character, level: 0, power: 3000, soul: 1}}
      right_front: {{name: 相手右, type: character, level: 0, power: 3000, soul: 1}}
actions:
  - {{player: A, do: attack, slot: {att}, kind: front}}
ask: [攻撃役.power]
"""


@pytest.mark.parametrize(
    ("place", "att", "slot", "power"),
    [
        # 3.6.5: back left is behind front left and front centre, back right behind centre and right
        ("このカードの前のキャラ", "center_front", "left_back", 10000),
        ("このカードの前のキャラ", "left_front", "left_back", 10000),
        ("このカードの前のキャラ", "left_front", "right_back", 9000),
        ("このカードの前のあなたのキャラ", "right_front", "right_back", 10000),
        # 3.6.4: next to it in its row
        ("このカードの隣のキャラ", "center_front", "left_front", 10000),
        ("このカードの隣のキャラ", "right_front", "left_front", 9000),
    ],
)
def test_a_card_named_as_the_card_of_a_place(place: str, att: str, slot: str, power: int) -> None:
    """「【自】 他のあなたのキャラがアタックした時、そのキャラが<place>なら、そのターン中、その
    キャラのパワーを＋1000。」: the attacker is (or is not) the card in that place."""
    text = (
        f"【自】 他のあなたのキャラがアタックした時、そのキャラが{place}なら、そのターン中、"
        "そのキャラのパワーを＋1000。"
    )
    r = resolve(loads(BEHIND_BOARD.format(att=att, slot=slot, text=text), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["攻撃役.power"] == power


def test_the_battle_opponent_of_a_card_named_as_a_place_compiles() -> None:
    """A dev text of this shape (cards_r22): 「そのキャラとバトルしているキャラがこのカードの前の
    あなたのキャラなら」 — both sides references, an identity."""
    compiled_first(
        "【自】 相手のキャラが【リバース】した時、そのキャラとバトルしているキャラがこのカードの前の"
        "あなたのキャラなら、あなたは1枚引く。",
        "ws",
    )
