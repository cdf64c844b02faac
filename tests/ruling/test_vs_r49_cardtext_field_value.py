"""Round 49 (s46vsC), issue 12: 「<field>が<value>の<noun>」 — a card named by the value of one of
its fields, which the grammar types as two subjects (shared ``ruling.cardtext.fields``).

「あなたのベンチに称号が<T>のカードがあるなら」: the card one of whose titles is T, whole (2.3.1,
2.3.1.1; each apart, 2.3.2.1) — as 「<T>のカード」; 「名前が“N”のカード」: the card whose name is N
(2.1.1, ``named_match``: the whole name, not a part of it as 2.14.7's 「名前に“N”を含む」);
「あなたのベンチの作品名が『W』のカード」: a card of the work W (2.9.1) — as 「『W』のカード」. The
counted cards are read in the condition of a continuous technique (8.3.3) and of an automatic one."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TITLE = "[リング]あなたのベンチに称号が<庭の主>のカードがあるなら、このカードは+1000/+1000される。"
_WORK = (
    "[リング]あなたのベンチの作品名が『温室』のカードが2枚以上なら、このカードは+1000/+0される。"
)
_NAME = (
    "[リング]このカードがアタックした時、あなたの控え室に名前が“芽吹 ネネ”のカードが2枚以上あるなら、"
    "あなたは1枚引く。"
)


@pytest.mark.parametrize(
    ("text", "same_as"),
    [
        (
            _TITLE,
            "[リング]あなたのベンチに<庭の主>のカードがあるなら、このカードは+1000/+1000される。",
        ),
        (
            _WORK,
            "[リング]あなたのベンチの『温室』のカードが2枚以上なら、このカードは+1000/+0される。",
        ),
    ],
)
def test_the_field_and_its_value_read_as_the_value_alone(text: str, same_as: str) -> None:
    assert vs_program(text) == vs_program(same_as)


def test_the_compiled_filters() -> None:
    assert vs_program(_TITLE).condition == ("count", "your_bench", "ge", 1, (("titled", "庭の主"),))
    assert vs_program(_WORK).condition == ("count", "your_bench", "ge", 2, (("work", "温室"),))
    # the whole name (2.1.1), spaces in it layout — not the title 「<…>」 a bare “…” would be
    assert vs_program(_NAME).condition == (
        "count",
        "your_waiting",
        "ge",
        2,
        (("named", "芽吹ネネ"),),
    )


_STAT_BOARD = """
game: vs
title: t
turn: {player: A, number: 3, phase: chara}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench:
      left: {name: 春香, title: %s, work: 温室, ap: 0, dp: 1000}
      right: {name: 律子, title: 妹, work: %s, ap: 0, dp: 1000}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
actions: []
ask: [千早.ap, 千早.dp]
"""


@pytest.mark.parametrize(
    ("title", "ap"),
    [
        ("庭の主", 3000),
        # a title containing T is not one whose title is T (2.3.1.1: the title, whole)
        ("小さな庭の主", 2000),
        ("姉/庭の主", 3000),  # one of several titles (2.3.2.1)
    ],
)
def test_a_bench_card_whose_title_is_t(title: str, ap: int) -> None:
    r = resolve(loads(_STAT_BOARD % (_TITLE, title, "他作")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["千早.ap"] == ap
    if ap == 3000:
        assert "2.3.1.1" in r.decided_by


@pytest.mark.parametrize(("work", "ap"), [("温室", 3000), ("他作", 2000)])
def test_bench_cards_whose_work_is_w(work: str, ap: int) -> None:
    r = resolve(loads(_STAT_BOARD % (_WORK, "妹", work)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["千早.ap"] == ap
    assert "2.9.1" in r.decided_by


def test_the_two_subjects_stay_refused_where_the_game_names_no_field() -> None:
    from dataclasses import replace

    from grammar import ast as A
    from ruling.cardtext.fields import field_value_subjects
    from ruling.games._vs.cardtext import _vocab

    v = _vocab()

    np1 = A.NounPhrase((A.Word("title"),), ())
    np2 = A.NounPhrase((A.Literal("T"), A.CardKind("card")), ("の",))
    act = A.Action("exist_thing", (A.Arg(A.Role.SUBJECT, np1), A.Arg(A.Role.SUBJECT, np2)))
    assert field_value_subjects(act, replace(v, field_values={})) is act
    got = field_value_subjects(act, v)
    assert [a.value for a in got.args] == [np2]
