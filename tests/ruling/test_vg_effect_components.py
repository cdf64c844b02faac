"""Vanguard card text, the effect side one component at a time (issue 12): a component of a
step — a filter of the cards acted on, a count, a place — compiled on its own, so that it
works with any verb, zone and count it is printed with. Each test: a minimal ability text, what
it does on a board (the candidates of a choice read across the ruling's branches), the clause
it implements; the table test at the end recombines the components."""

from __future__ import annotations

from typing import Any

import pytest

from grammar.parse import parse_card
from ruling.abilities import _abilities
from tests.ruling.test_vg_constructions import run, unsupported, zone

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
DROP = (
    "[{name: 癒, type: trigger, grade: 0, trigger: heal},"
    " {name: 超越者, type: trigger, grade: 0, trigger: over},"
    " {name: 醒者, type: trigger, grade: 0, trigger: stand},"
    " {name: 兵, type: normal, grade: 1}]"
)


def picked(r: Any, player: str = "A", where: str = "hand") -> set[tuple[str, ...]]:
    """What ``where`` holds at the end of each branch of the ruling (a choice left unanswered
    branches on each candidate)."""
    return {tuple(sorted(c.name for c in lf.final.players[player].zones[where])) for lf in r.leaves}


def compiles(effect: str, head: str = "【起】【(R)】：") -> bool:
    import ruling.games.vg  # noqa: F401  (registers the vg compiler)

    (ab,) = _abilities("vg", head + effect, None)
    return ab.supported


# ------------------------------------------------------------------ 「X以外の」


def test_except_a_kind() -> None:
    """「トリガーユニット以外のカード」: any card but a trigger unit (Sel.but); the trigger units
    of the drop are not candidates."""
    text = (
        "【起】【(R)】：あなたのドロップからトリガーユニット以外のカードを１枚選び、手札に加える。"
    )
    r = run(text, actions=ACTIVATE, drop=DROP)
    assert not unsupported(r) and picked(r) == {("兵",)}


def test_except_trigger_icons_joined_by_to() -> None:
    """「【治】と【超】以外のトリガーユニット」: each icon named is left out (2.13.1: a trigger unit's
    icon; the grammar's 「【治】と」, an argument of the verb, is the first of them)."""
    text = (
        "【起】【(R)】：あなたのドロップから【治】と【超】以外のトリガーユニットを１枚選び、"
        "手札に加える。"
    )
    r = run(text, actions=ACTIVATE, drop=DROP)
    assert not unsupported(r) and picked(r) == {("醒者",)}


def test_trigger_icon_as_a_description() -> None:
    """「【治】を持つカード」 / 「【治】トリガーを持つ…」: the cards with that trigger icon."""
    for obj in ("【治】を持つカード", "【治】トリガーを持つカード"):
        text = f"【起】【(R)】：あなたのドロップから{obj}を１枚選び、手札に加える。"
        r = run(text, actions=ACTIVATE, drop=DROP)
        assert not unsupported(r) and picked(r) == {("癒",)}, obj


def test_except_set_off_before_a_have_clause() -> None:
    """「【超】以外の、守護者を持たないユニットカード」: what 以外 leaves out, set off by a comma
    before the 持つ clause the grammar hangs it on, describes the cards too."""
    text = (
        "【起】【(R)】：あなたのドロップから【超】以外の、守護者を持たないユニットカードを"
        "１枚選び、手札に加える。"
    )
    r = run(text, actions=ACTIVATE, drop=DROP)
    assert not unsupported(r) and picked(r) == {("癒",), ("醒者",), ("兵",)}


def test_except_this_unit() -> None:
    """「このユニット以外のあなたのリアガード」: this unit is not a candidate (as 他の)."""
    text = "【起】【(R)】：このユニット以外のあなたのリアガードを１枚選び、退却させる。"
    extra = "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    r = run(text, actions=ACTIVATE, extra=extra)
    assert not unsupported(r) and picked(r, where="drop") == {("弓兵",)}


def test_except_a_players_vanguard() -> None:
    """「あなたのヴァンガード以外のあなたのユニットすべて」: the units of the field but the unit on
    the vanguard circle (4.9.2.6)."""
    text = "【起】【(R)】：そのターン中、あなたのヴァンガード以外のあなたのユニットすべてのパワー＋5000。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r)
    from tests.ruling.test_vg_constructions import value

    assert value(r, "power") == 15000
    assert value(r, "power", where="field.vanguard") == 13000


def test_except_refused_where_the_runtime_cannot_read_it() -> None:
    """A game whose runtime does not read 「X以外の」 (``Vocab.excluding`` unset) refuses it."""
    from dataclasses import replace

    from ruling.abilities import Unsupported
    from ruling.cardtext import nouns
    from ruling.games._vg.cardtext import VOCAB

    np = _object("あなたのドロップからトリガーユニット以外のカードを１枚選び、手札に加える。")
    assert nouns.sel(np, VOCAB).but
    with pytest.raises(Unsupported):
        nouns.sel(np, replace(VOCAB, excluding=False))


def _object(effect: str, step: int = 0) -> Any:
    from grammar import ast as A

    card = parse_card("【起】【(R)】：" + effect, "vg").card
    assert card is not None and card.abilities[0].effect is not None
    st = card.abilities[0].effect.sentences[0].steps[step]
    assert isinstance(st.body, A.Action)
    return next(a.value for a in st.body.args if a.role is A.Role.OBJECT)


# ------------------------------------------------------------------ a unit named by its circle


def test_vanguard_named_with_no_count() -> None:
    """「相手のヴァンガードを【スタンド】させる」: ‘ヴァンガード’ is the unit on the vanguard circle
    (4.9.2.6), acted on with no number printed; a rear-guard needs one."""
    text = "【起】【(R)】：相手のヴァンガードを【レスト】させる。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r)
    assert r.main.final.players["B"].zones["field.vanguard"][0].orientation == "rest"
    assert not compiles("相手のリアガードを【レスト】させる。")


# ------------------------------------------------------------------ the cards a step acted on

DECK = "[{name: 三, type: normal, grade: 3}, {name: 一, type: normal, grade: 1}, 8]"


def test_revealed_cards_all() -> None:
    """「山札を上から２枚公開し、公開されたカードすべてをソウルに置く」: the cards that step revealed
    (7.10.1), each of them (ref ``acted:reveal``)."""
    text = "【起】【(R)】：あなたの山札を上から２枚公開し、公開されたカードすべてをソウルに置く。"
    r = run(text, actions=ACTIVATE, deck=DECK)
    assert not unsupported(r) and sorted(zone(r, "A", "soul")) == ["一", "三"]


def test_revealed_cards_filtered() -> None:
    """「公開されたグレード３すべてを(R)にコールし、公開されたグレード１すべてを手札に加える」: the
    words beside the clause filter the cards it names."""
    text = (
        "【起】【(R)】：あなたの山札を上から２枚公開し、公開されたグレード３すべてを手札に加え、"
        "公開されたグレード１すべてをソウルに置く。"
    )
    r = run(text, actions=ACTIVATE, deck=DECK)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["三"] and zone(r, "A", "soul") == ["一"]


def test_called_units() -> None:
    """「(R)にコールし、そのターン中、コールしたユニットすべてのパワー＋5000」: the units that call
    made (ref ``acted:call``), not others of the field."""
    drop = "[{name: 兵, type: normal, grade: 1, power: 8000}]"
    text = (
        "【起】【(R)】：あなたのドロップから１枚選び、(R)にコールし、そのターン中、"
        "コールしたユニットすべてのパワー＋5000。"
    )
    pick = "choices:\n  - {player: A, at: circle, choose: right_front}"
    r = run(text, actions=ACTIVATE, drop=drop, choices=pick)
    assert not unsupported(r)
    from tests.ruling.test_vg_constructions import value

    assert value(r, "power", where="field.right_front") == 13000
    assert value(r, "power") == 10000  # this unit: not called


def test_acted_refused_where_the_runtime_keeps_nothing() -> None:
    """A game whose runtime keeps no step's cards (``Vocab.acted_refs`` empty) refuses it."""
    from dataclasses import replace

    from ruling.abilities import Unsupported
    from ruling.cardtext import nouns
    from ruling.games._vg.cardtext import VOCAB

    np = _object("あなたの山札を上から２枚公開し、公開されたカードすべてをソウルに置く。", step=1)
    assert nouns.sel(np, VOCAB).ref == "acted:reveal"
    with pytest.raises(Unsupported):
        nouns.sel(np, replace(VOCAB, acted_refs=frozenset()))


# ------------------------------------------------------------------ components recombined

# one pile of cards, the same in every place it is put; each filter with the names it admits
PILE = (
    "[{name: 竜騎, type: normal, grade: 3},"
    " {name: 兵, type: normal, grade: 1},"
    " {name: 癒, type: trigger, grade: 0, trigger: heal},"
    " {name: 騎兵, type: normal, grade: 2, clan: ロイヤルパラディン}]"
)
ALL = {"竜騎", "兵", "癒", "騎兵"}
FILTERS = {
    "カード": ALL,
    "「竜」を含むカード": {"竜騎"},
    "「竜」を含まないカード": ALL - {"竜騎"},
    "グレード１以下のカード": {"兵", "癒"},
    "グレード３以上のカード": {"竜騎"},
    "《ロイヤルパラディン》のカード": {"騎兵"},
    "ノーマルユニット": ALL - {"癒"},
    "トリガーユニット": {"癒"},
    "トリガーユニット以外のカード": ALL - {"癒"},
    "【治】を持つカード": {"癒"},
    "【治】以外のカード": ALL - {"癒"},
    "グレード１以下のノーマルユニット": {"兵"},
    "グレード２か３のカード": {"竜騎", "騎兵"},
}
SOURCES = {"あなたのドロップ": "drop", "あなたのソウル": "soul", "あなたのバインドゾーン": "bind"}
ACTIONS = {
    "手札に加える": "hand",
    "ソウルに置く": "soul",
    "バインドする": "bind",
    "ドロップに置く": "drop",
    "ダメージゾーンに置く": "damage",
    "除外する": "removed",
    "山札の下に置く": "deck",
}
COUNTS = ("１枚", "すべて", "２枚まで", "１枚まで")


def _effect(src: str, filt: str, count: str, action: str) -> str:
    return f"{src}から{filt}を{count}選び、{action}。"


@pytest.mark.parametrize("count", COUNTS)
@pytest.mark.parametrize("src", SOURCES)
@pytest.mark.parametrize("filt", FILTERS)
def test_every_recombination_compiles(filt: str, src: str, count: str) -> None:
    """Any place, filter, count and action of the vocabulary together: if each compiles, the
    step does (the compiler reads each component by one function, not per card shape)."""
    for action in ACTIONS:
        if SOURCES[src] == ACTIONS[action]:
            continue
        assert compiles(_effect(src, filt, count, action)), (src, filt, count, action)


CASES = [
    (filt, src, action)
    for i, (filt, (src, action)) in enumerate(
        zip(
            FILTERS,
            [
                (s, a)
                for s in SOURCES
                for a in ACTIONS
                if SOURCES[s] != ACTIONS[a] and ACTIONS[a] not in ("deck", "removed")
            ]
            * 2,
            strict=False,
        )
    )
]


@pytest.mark.parametrize(("filt", "src", "action"), CASES)
def test_recombined_steps_act_on_exactly_the_cards_described(
    filt: str, src: str, action: str
) -> None:
    """On a board (the pile in the place named): 「…を１枚選び、X」 can take each card the filter
    admits and no other (one branch per candidate, 7.50.1.1); 「…をすべて選び、X」 takes all of
    them (7.50.1.2); each goes where the action puts it (the place it goes to starts empty)."""
    place, dest = SOURCES[src], ACTIONS[action]
    want = FILTERS[filt]
    one = _on_board(_effect(src, filt, "１枚", action), place)
    assert not unsupported(one), filt
    moved = {n for lf in one.leaves for n in _names(lf, dest)}
    assert moved == want, (filt, src, action, moved)
    every = _on_board(_effect(src, filt, "すべて", action), place)
    assert not unsupported(every)
    for lf in every.leaves:
        assert set(_names(lf, dest)) == want, (filt, src, action)


def _on_board(effect: str, place: str) -> Any:
    text = "【起】【(R)】：" + effect
    if place == "drop":
        return run(text, actions=ACTIVATE, drop=PILE)
    return run(text, actions=ACTIVATE, extra=f"{place}: {PILE}")


def _names(leaf: Any, z: str) -> list[str]:
    return [c.name for c in leaf.final.players["A"].zones[z]]


# ------------------------------------------------------------------ values and counts


def test_two_values_of_a_stat() -> None:
    """「グレード２か３のカード」: the number after か is a second value of the same stat (either),
    not a count."""
    text = "【起】【(R)】：あなたのドロップからグレード２か３のカードを１枚選び、手札に加える。"
    r = run(text, actions=ACTIVATE, drop=PILE)
    assert not unsupported(r) and picked(r) == {("竜騎",), ("騎兵",)}


def test_draw_as_many_as_the_cards_the_step_before_moved() -> None:
    """「…を選び、山札の下に置き、同じ枚数引く」: as many as the cards that step put there, counted
    when the draw is done (11.8.5.1)."""
    hand = "[{name: 手1, type: normal, grade: 1}, {name: 手2, type: normal, grade: 1}]"
    text = "【起】【(R)】：あなたの手札から２枚選び、山札の下に置き、同じ枚数引く。"
    r = run(text, actions=ACTIVATE, hand=hand)
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山1", "山2"]


def test_draw_as_many_as_the_cards_a_step_discarded() -> None:
    """「手札から１枚捨て、捨てた枚数と同じ枚数引く」: 「捨てた」 names the cards the discard took."""
    hand = "[{name: 手1, type: normal, grade: 1}]"
    text = "【起】【(R)】：手札から１枚捨て、捨てた枚数と同じ枚数引く。"
    r = run(text, actions=ACTIVATE, hand=hand)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert zone(r, "A", "drop") == ["手1"]


def test_draw_as_many_as_the_cards_of_a_place() -> None:
    """「あなたの手札の枚数と同じ枚数引く」: the hand counted before the draw (two cards: two)."""
    hand = "[{name: 手1, type: normal, grade: 1}, {name: 手2, type: normal, grade: 1}]"
    text = "【起】【(R)】：あなたの手札の枚数と同じ枚数引く。"
    r = run(text, actions=ACTIVATE, hand=hand)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == 4
    from dataclasses import replace

    from ruling.abilities import Unsupported
    from ruling.cardtext.steps import Reading, action
    from ruling.games._vg.cardtext import VOCAB

    card = parse_card(text, "vg").card
    assert card is not None and card.abilities[0].effect is not None
    b = card.abilities[0].effect.sentences[0].steps[0].body
    with pytest.raises(Unsupported):  # a runtime that does not count such a draw: refused
        action(b, Reading(replace(VOCAB, counted_steps=frozenset()), "activated"))


# ------------------------------------------------------------------ 「その中から」


def test_among_the_cards_revealed() -> None:
    """「山札の上から２枚を公開し、その中からグレード３を１枚まで選び、手札に加え、残りを山札の下に
    置く」: the choice is among the cards revealed (7.10.1), 残り the others, still in the deck."""
    text = (
        "【起】【(R)】：あなたの山札の上から２枚を公開し、その中からグレード３を１枚まで選び、"
        "手札に加え、残りを山札の下に置く。"
    )
    deck = "[{name: 一, type: normal, grade: 1}, {name: 三, type: normal, grade: 3}, 8]"
    r = run(text, actions=ACTIVATE, deck=deck)
    assert not unsupported(r)
    assert ("三",) in picked(r) and ("一",) not in picked(r)
    took = [lf for lf in r.leaves if [c.name for c in lf.final.players["A"].zones["hand"]]]
    assert took and all(lf.final.players["A"].zones["deck"][-1].name == "一" for lf in took)


def test_among_the_cards_looked_at() -> None:
    """「山札を上から３枚見て、その中から１枚選び、手札に加え」: among the cards looked at (7.7.1)."""
    text = "【起】【(R)】：あなたの山札を上から２枚見て、その中から１枚選び、手札に加え、残りを山札の下に置く。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and picked(r) == {("山1",), ("山2",)}


def test_among_with_nothing_before_is_refused() -> None:
    """「その中から」 after a step that neither looked at nor revealed cards: refused."""
    assert not compiles("あなたのドロップから１枚選び、その中から１枚選び、手札に加える。")


def test_a_further_choice_among_the_same_cards() -> None:
    """「…２枚まで選び、公開し、その公開された中から１枚まで選び、手札に加え、１枚まで選び、ソウルに
    置き」: the second choice of the sentence, with no place of its own, is among the revealed
    cards too (not among every card looked at)."""
    text = (
        "【起】【(R)】：あなたの山札を上から３枚見て、グレード３を２枚まで選び、公開し、"
        "その公開された中から１枚まで選び、手札に加え、１枚まで選び、ソウルに置き、"
        "山札をシャッフルする。"
    )
    deck = (
        "[{name: 三A, type: normal, grade: 3}, {name: 三B, type: normal, grade: 3},"
        " {name: 一, type: normal, grade: 1}, 8]"
    )
    r = run(text, actions=ACTIVATE, deck=deck)
    assert not unsupported(r)
    souls = {n for lf in r.leaves for n in _names(lf, "soul")}
    assert souls <= {"三A", "三B"} and "三A" in souls


def test_that_before_a_kind_noun() -> None:
    """「そのリアガード」: その before a kind noun names the card just chosen, as 「そのカード」 /
    「そのユニット」 do."""
    text = "【起】【(R)】：相手のリアガードを１枚選び、【レスト】させ、そのターン中、そのリアガードのパワー－5000。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r)
    from tests.ruling.test_vg_constructions import value

    assert value(r, "power", player="B", where="field.right_front") == 4000


def test_per_the_number_of_cards_the_step_before_moved() -> None:
    """「…を望む枚数選び、ドロップに置き、その枚数１枚につき、…パワー＋5000」: X is the number of
    cards that step put there (12.7.1)."""
    text = (
        "【起】【(R)】：あなたの手札から望む枚数選び、ドロップに置き、その枚数１枚につき、"
        "そのターン中、このユニットのパワー＋5000。"
    )
    hand = "[{name: 手1, type: normal, grade: 1}, {name: 手2, type: normal, grade: 1}]"
    r = run(text, actions=ACTIVATE, hand=hand)
    assert not unsupported(r)
    from ruling.core import Engine
    from ruling.games._vg import values
    from ruling.rules import get_game

    seen = set()
    for lf in r.leaves:
        ctx = Engine(get_game("vg"), lf.final).ctx
        uid = lf.final.players["A"].zones["field.left_front"][0].uid
        seen.add((len(lf.final.players["A"].zones["drop"]), int(values.power(ctx, uid))))
    assert seen == {(0, 10000), (1, 15000), (2, 20000)}


def test_revealed_to_the_opponent() -> None:
    """「手札から…を１枚選び、相手に見せる」: the card is shown (7.10.1); nothing else changes."""
    hand = "[{name: 手1, type: normal, grade: 1}]"
    r = run("【起】【(R)】：あなたの手札から１枚選び、相手に見せる。", actions=ACTIVATE, hand=hand)
    assert not unsupported(r) and zone(r, "A", "hand") == ["手1"]
    assert any("公開" in s.ja and "手1" in s.ja for s in r.main.trace.steps)


def test_called_by_this_ability() -> None:
    """「この能力でコールしたユニット」: the units this ability's call made (「この能力で」 says
    nothing more than the clause does)."""
    drop = "[{name: 兵, type: normal, grade: 1, power: 8000}]"
    text = (
        "【起】【(R)】：あなたのドロップから１枚選び、(R)にコールする。そのターン中、"
        "この能力でコールしたユニットのパワー＋5000。"
    )
    pick = "choices:\n  - {player: A, at: circle, choose: right_front}"
    r = run(text, actions=ACTIVATE, drop=drop, choices=pick)
    assert not unsupported(r)
    from tests.ruling.test_vg_constructions import value

    assert value(r, "power", where="field.right_front") == 13000


def test_returned_to_its_owners_hand() -> None:
    """「相手のリアガードを１枚選び、持ち主の手札に戻す」: to the hand of the card's owner (4.1.13)."""
    r = run("【起】【(R)】：相手のリアガードを１枚選び、持ち主の手札に戻す。", actions=ACTIVATE)
    assert not unsupported(r) and zone(r, "B", "hand") == ["槍兵"]


def test_not_hit_the_topic() -> None:
    """「そのバトル中、このユニットはヒットされない」: the unit the topic names (the step's
    target), for the battle."""
    text = "【起】【(R)】：そのバトル中、このユニットはヒットされない。"
    assert compiles(text.removeprefix("【起】【(R)】："))
    from ruling.games._vg.cardtext import compile_ability

    card = parse_card(text, "vg").card
    assert card is not None
    (op,) = compile_ability(card.abilities[0]).steps
    assert op.verb == "no_hit" and op.target is not None and op.target.ref == "this"


# ------------------------------------------------------------------ places


def test_a_named_gauge_as_a_place() -> None:
    """「あなたのプラントゲージ」 / 「あなたの自己改修ゲージから」: the gauge cards of that name
    (4.15.4.1), for any name, as a count and as the place a choice is made in."""
    assert compiles("あなたの自己改修ゲージから１枚選び、手札に加える。")
    from ruling.cardtext import nouns
    from ruling.games._vg.cardtext import VOCAB

    card = parse_card(
        "【起】【(R)】：あなたの自己改修ゲージから１枚選び、手札に加える。", "vg"
    ).card
    assert card is not None
    from ruling.games._vg.cardtext import compile_ability

    (op, _add) = compile_ability(card.abilities[0]).steps
    assert op.target is not None and op.target.gauge == "自己改修" and op.target.owner == "you"
    assert nouns.sel(_object("あなたのプラントゲージを１枚選び、手札に加える。"), VOCAB).gauge == (
        "プラント"
    )


def test_a_place_described_further_is_refused() -> None:
    """A word of a place no step reads (a column or 他の on a source) is refused, not dropped:
    before, 「そのユニットと同じ縦列の(R)に移動させる」 moved the unit to any circle (now the column is
    read, test_moved_to_a_circle_of_a_column)."""
    assert not compiles("このユニットと同じ縦列のあなたのソウルから１枚選び、手札に加える。")
    assert not compiles("あなたの別のドロップから１枚選び、手札に加える。")
    # a call reads 別の since round 31 (s27rulesVG: a circle other than the one the card is on,
    # tests/ruling/test_vg_rules_r31.py::test_a_call_to_another_circle_of_the_kind)
    assert compiles("このカードを別の(R)にコールする。")


def test_moved_to_another_circle() -> None:
    """「あなたのリアガードを１枚選び、別の(R)に移動させる」: any rear-guard circle but the one it
    is on (11.8.5.1: the master picks)."""
    text = "【起】【(R)】：このユニットを別の(R)に移動させる。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r)
    circles = {
        z
        for lf in r.leaves
        for z, cs in lf.final.players["A"].zones.items()
        if any(c.name == "剣士" for c in cs)
    }
    assert "field.left_front" not in circles and "field.left_back" in circles


def test_look_at_the_top_cards_printed_with_the_place() -> None:
    """「あなたの山札の上から３枚を見て」 (the place with 上から, the object only a count) is
    「あなたの山札を上から３枚見て」 (7.7.1)."""
    text = "【起】【(R)】：あなたの山札の上から２枚を見て、１枚選び、手札に加え、残りを山札の下に置く。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and picked(r) == {("山1",), ("山2",)}


def test_choose_as_many_as_the_cards_of_a_place() -> None:
    """「あなたのリアガードの枚数と同じ枚数まで、相手のリアガードを選び、退却させる」: the bound is
    the number of the cards named, counted when the choice is made (11.8.4)."""
    text = (
        "【起】【(R)】：あなたのリアガードの枚数と同じ枚数まで、相手のリアガードを選び、"
        "退却させる。"
    )
    extra = "right_back: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    for board, n in (({}, 1), ({"extra": extra}, 2)):
        r = run(text, actions=ACTIVATE, **board)
        assert not unsupported(r)
        assert any(f"と同じ{n}枚" in s.ja for s in r.main.trace.steps), n
        drops = {len(lf.final.players["B"].zones["drop"]) for lf in r.leaves}
        assert drops == {0, 1}  # B has one rear-guard to retire


def test_called_to_a_circle_of_a_column() -> None:
    """「あなたのドロップから１枚選び、このユニットと同じ縦列の(R)にコールする」: only the rear-guard
    circles of this unit's column may take it (4.9.1.1; the one it is on too: the unit there is
    replaced); of another card's column likewise (the vanguard's: the centre back)."""
    drop = "[{name: 兵, type: normal, grade: 1, power: 8000}]"
    cases = (
        ("このユニット", {"left_front", "left_back"}),
        ("あなたのヴァンガード", {"center_back"}),
    )
    for where, want in cases:
        text = f"【起】【(R)】：あなたのドロップから１枚選び、{where}と同じ縦列の(R)にコールする。"
        r = run(text, actions=ACTIVATE, drop=drop)
        assert not unsupported(r), where
        called = {
            z
            for lf in r.leaves
            for z, cs in lf.final.players["A"].zones.items()
            if any(c.name == "兵" for c in cs)
        }
        assert called == {f"field.{c}" for c in want}, (where, called)


def test_called_to_the_circle_this_unit_was_on() -> None:
    """「このユニットをソウルに置き、あなたの手札から１枚選び、このユニットがいた(R)にコールする」:
    the circle it last was on (its last-known place, 11.13.1), and no other."""
    hand = "[{name: 兵, type: normal, grade: 1, power: 8000}]"
    text = (
        "【起】【(R)】：このユニットをソウルに置き、あなたの手札から１枚選び、"
        "このユニットがいた(R)にコールする。"
    )
    r = run(text, actions=ACTIVATE, hand=hand)
    assert not unsupported(r)
    assert {tuple(_names(lf, "field.left_front")) for lf in r.leaves} == {("兵",)}
    assert zone(r, "A", "soul") == ["剣士"]
    assert not compiles("あなたのリアガードを１枚選び、このユニットのいた(R)に移動させる。")


def test_moved_to_a_circle_of_a_column() -> None:
    """「あなたのリアガードを１枚選び、あなたのヴァンガードと同じ縦列の(R)に移動させる」: only the
    rear-guard circle of that column (the centre back, 4.9.1.1)."""
    text = (
        "【起】【(R)】：あなたのリアガードを１枚選び、あなたのヴァンガードと同じ縦列の(R)に"
        "移動させる。"
    )
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r)
    assert {tuple(_names(lf, "field.center_back")) for lf in r.leaves} == {("剣士",)}
