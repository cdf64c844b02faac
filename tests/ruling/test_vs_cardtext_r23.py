"""vs card-text constructions of round 23 (s19covs, issue 12), from the refusals of cards_r14–r21,
each on a minimal text of its own run on a board, with its neighbours."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

USE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: %s
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [千早.ap, 千早.dp, A.hand]
"""


def _use(text: str, hand: int = 0):
    cards = "[" + ", ".join(f"{{name: 手札{i}, level: 1}}" for i in range(hand)) + "]"
    r = resolve(loads(USE % (cards, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


def _compiles(text: str):
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (a,) = _abilities("vs", "[ベンチ][このカードをレストする]" + text, None)
    return a


# ------------- 「A。Xなら、かわりにB。」: B in place of A's step when X holds, X read once (8.2.1.3)


@pytest.mark.parametrize(
    "text",
    [
        # B's participants unsaid: A's (the ellipsis of 「かわりに」: the card, the duration)
        "このターン中、あなたのリングのカードを+1000/+0する。あなたの手札が1枚以上なら、かわりに+3000/+0する。",
        "このターン中、あなたのリングのカードを+1000/+0する。あなたの手札が1枚以上なら、かわりにこのターン中、あなたのリングのカードを+3000/+0する。",
    ],
)
def test_a_sentence_done_instead(text: str) -> None:
    r = _use(text, hand=1)
    assert r.outcome["state"]["千早.ap"] == 5000  # +3000 alone, not +1000 and +3000
    assert "8.2.1.3" in r.decided_by
    r = _use(text, hand=0)
    assert r.outcome["state"]["千早.ap"] == 3000  # +1000: X not met, A is done


def test_the_condition_is_read_once_as_the_step_replaced_is_reached() -> None:
    # A draws: X (a hand of 1 or more) read before A is done holds not, so A alone is done —
    # read again after A it would hold, and B would be done too
    text = "あなたは1枚引く。あなたの手札が1枚以上なら、かわりに2枚引く。"
    assert _use(text, hand=0).outcome["state"]["A.hand"] == 1
    assert _use(text, hand=1).outcome["state"]["A.hand"] == 3


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # B does another thing than A's step: nothing of A's it is done in place of
        (
            "あなたは1枚引く。あなたの手札が1枚以上なら、かわりにこのカードを+1000/+0する。",
            "かわりに",
        ),
        # 「かわりに」 with no condition
        ("あなたは1枚引く。かわりに2枚引く。", "instead"),
    ],
)
def test_instead_neighbours_refused(text: str, why: str) -> None:
    a = _compiles(text)
    assert not a.supported and why in a.reason


# ------------- 「『X』のカード」: a card of the work X (2.9.1), with the works referred to together
# with X (2.9.1.1, 12.5 付録2)

WORKS = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 3000, work: %s}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
    waiting: [{name: 甲, work: 星海の歌姫}, {name: 乙, work: 夜明けの門}, {name: 丙, work: %s}]
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [千早.ap, A.hand, A.waiting]
"""


def _works(text: str, ring: str = "星海の歌姫", third: str = "紅蓮学園"):
    r = resolve(loads(WORKS % (ring, text, third)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


@pytest.mark.parametrize(
    ("ring", "ap"), [("星海の歌姫", 3000), ("夜明けの門", 2000), ("星海の歌姫の続編", 2000)]
)
def test_a_change_of_the_cards_of_a_work(ring: str, ap: int) -> None:
    # a continuous technique (8.1.1.4) on the ring card of the work X; the whole work name, not
    # a part of it (「星海の歌姫の続編」 is another work)
    src = WORKS % (ring, "", "紅蓮学園")
    src = src.replace(
        'text: "[ベンチ][このカードをレストする]"',
        'text: "[ベンチ]あなたのリングの『星海の歌姫』のカードを+1000/+0。"',
    )
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["千早.ap"] == ap
    if ap == 3000:
        assert "2.9.1" in r.decided_by


@pytest.mark.parametrize(
    ("cond", "draws"),
    [
        ("あなたの控え室に『星海の歌姫』のカードがあるなら", 1),
        ("あなたの控え室に『星海の歌姫』のカードが2枚以上あるなら", 0),
        ("あなたの控え室に『紅蓮学園』のカードがあるなら", 1),
        ("あなたの控え室に『白球ブルーサマー』のカードがあるなら", 0),
    ],
)
def test_a_count_of_the_cards_of_a_work(cond: str, draws: int) -> None:
    r = _works(f"{cond}、あなたは1枚引く。")
    assert r.outcome["state"]["A.hand"] == draws
    assert "2.9.1" in r.decided_by


def test_a_choice_among_the_cards_of_a_work() -> None:
    r = _works("あなたは自分の控え室の『夜明けの門』のカードを1枚選び、手札に加える。")
    assert (r.outcome["state"]["A.hand"], r.outcome["state"]["A.waiting"]) == (1, 2)


@pytest.mark.parametrize(
    ("printed", "work", "draws"),
    [
        # 12.5: two works referred to together, as the appendix prints them (width and spaces
        # as printed do not tell them apart)
        ("これはゾンビですか？", "これはゾンビですか? オブ・ザ・デッド", 1),
        ("シャイニング・ハーツ", "シャイニング・ハーツ〜幸せのパン〜", 1),
        ("Baby Princess 3D ぱらだいす 0(ラブ)", "Baby Princess", 1),
        # not in the appendix: one work
        ("星海の歌姫", "夜明けの門の歌姫", 0),
    ],
)
def test_works_referred_to_together(printed: str, work: str, draws: int) -> None:
    r = _works(
        f"あなたの控え室に『{printed}』のカードが2枚以上あるなら、あなたは1枚引く。", third=work
    )
    # 甲 (星海の歌姫) and 丙: two only when 丙's work is referred to by 『printed』 — or, for
    # 星海の歌姫, it is 甲 alone
    if printed != "星海の歌姫":
        r = _works(
            f"あなたの控え室に『{printed}』のカードがあるなら、あなたは1枚引く。", third=work
        )
    assert r.outcome["state"]["A.hand"] == draws
    if draws:
        assert "2.9.1.1" in r.decided_by


def test_a_work_name_in_another_game_is_not_a_work() -> None:
    # CO's 『X』 is a card name (co.txt 4-2-10), MC / VG / WS do not name cards by work
    from grammar import ast as A
    from ruling.cardtext.nouns import sel
    from ruling.cardtext.vocab import Vocab

    with pytest.raises(Exception, match="work"):
        sel(
            A.NounPhrase((A.Work("星海の歌姫"), A.CardKind("card")), ("の",)),
            Vocab(game="x", zones={}, kinds={"card": "card"}, stats={}),
        )


# ------------- 「サポートしたカード」: the card supporting in the attack in progress (7.1.3.1), a state
# the vocabulary names by the past form (``Vocab.states``), read by ``nouns.state_clause``

SUPPORTED = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 9
    ring: {name: 美希, ap: 1000, dp: 3000}
    surprise: {name: 雪歩, text: "{surprise}[相手のカードがサポートした時]→サポートしたカードをレストする。"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: surprise, choose: yes}
ask: [春香.state]
"""


def test_the_card_that_supported_is_rested() -> None:
    r = resolve(loads(SUPPORTED))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"春香.state": "rest"}


# ------------- 「このカードがダメージを受けた時」: damage dealt to the card, by an attack or an
# effect (7.1.5.3); the object ダメージ names the event (``Vocab.event_objects``)

DAMAGED_BY_ATTACK = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: %d, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 9
    hand: []
    ring: {name: 美希, ap: 1000, dp: 5000, text: "[リング]このカードがダメージを受けた時、あなたは1枚引く。"}
actions:
  - {do: attack, support: 春香}
ask: [B.hand, 美希.damage]
"""


def test_a_card_dealt_attack_damage_triggers() -> None:
    r = resolve(loads(DAMAGED_BY_ATTACK % 2000))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"B.hand": 1, "美希.damage": 2000}
    assert "7.1.5.3" in r.decided_by


def test_a_card_dealt_effect_damage_triggers() -> None:
    src = USE % ("[]", "あなたは自分のリングのカードに1000ダメージを与える。")
    src = src.replace(
        "ring: {name: 千早, ap: 2000, dp: 3000}",
        'ring: {name: 千早, ap: 2000, dp: 3000, text: "[リング]このカードがダメージを受けた時、あなたは1枚引く。"}',
    )
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == 1


# ------------- 「リングの、称号に“X”を含むカード」: a pause comma after の (the describing clause set
# off) is the same place as 「リングの称号に…」 (2.14.7)


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分のリングの、称号に“魔女”を含むカードを選び、そのターン中、+1000/+0する。",
        "あなたは自分のリングの称号に“魔女”を含むカードを選び、そのターン中、+1000/+0する。",
    ],
)
@pytest.mark.parametrize(("title", "ap"), [("見習い魔女", 3000), ("騎士", 2000)])
def test_a_title_filter_set_off_by_a_comma(text: str, title: str, ap: int) -> None:
    src = (USE % ("[]", text)).replace(
        "ring: {name: 千早, ap: 2000, dp: 3000}",
        f"ring: {{name: 千早, ap: 2000, dp: 3000, title: {title}}}",
    )
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["千早.ap"] == ap
    if ap == 2000:  # no card so described to choose (2.14.7)
        assert "2.14.7" in r.decided_by


# ------------- 「このカードを相手に見せてもよい」: shown to the other player — with two players (1.1.1)
# what 公開 does (3.1.7; the verb 見せる as data, ``Vocab.verbs``); shown to oneself: refused


@pytest.mark.parametrize(
    "shown",
    ["このカードを相手に見せてもよい。見せたなら、", "このカードを公開してもよい。公開したなら、"],
)
@pytest.mark.parametrize(("yes", "zone"), [("yes", "B.ring"), ("no", "B.retire")])
def test_a_hand_card_shown_then_its_effect(shown: str, yes: str, zone: str) -> None:
    from tests.ruling.boards import vs_ruling

    text = f"[手札]相手のカードがアタックした時、あなたは{shown}相手のリングのカードを-1000/+0。"
    a = (
        "{deck: 9, ring: {name: 千早, ap: 3000, dp: 2000},"
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = (
        "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2500},"
        f' hand: [{{name: 伏兵, ap: 1000, dp: 1000, text: "{text}"}}]}}'
    )
    acts = (
        "  - {do: attack, support: 春香}\nchoices:\n  - {player: B, at: hand_reveal, choose: yes}\n"
        f"  - {{player: B, at: optional, choose: {yes}}}"
    )
    r = vs_ruling(a, b, acts, "[美希.zone, 伏兵.zone]", "{player: A, number: 6}")
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"美希.zone": zone, "伏兵.zone": "B.hand"}


def test_a_card_shown_to_oneself_is_refused() -> None:
    a = _compiles("あなたはこのカードをあなたに見せてもよい。そうしたら、あなたは1枚引く。")
    assert not a.supported


@pytest.mark.parametrize("verb", ["公開して", "見せて"])
def test_a_reveal_to_a_place_is_refused_not_run_with_the_place_dropped(verb: str) -> None:
    # shared steps: a reveal (or a shuffle) goes to no place; before, 「山札に」 was read and dropped
    a = _compiles(f"あなたはこのカードを山札に{verb}もよい。そうしたら、あなたは1枚引く。")
    assert not a.supported and "to a place" in a.reason
