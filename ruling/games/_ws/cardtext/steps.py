"""One effect sentence (``A.Step``) read into ``Op`` steps (``step``), and the context that
links the steps of one effect (the cards chosen, the zone looked at)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ruling.games._ws.cardtext.ir import op_ext, with_op, ws_op
from ruling.games._ws.lexicon import LOOKED_PILES
from ruling.games._ws.vocab import PHASES, ZONES
from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported
from ruling.cardtext import damage as sh_damage
from ruling.cardtext.ir import CostItem
from ruling.cardtext.steps import active_voice, object_out_of_relative
from ruling.cardtext.void import read_void
from ruling.games._ws.cardtext.conditions import _colours_of, _during, _icons_of, condition
from ruling.games._ws.cardtext.effects import (
    _AS_DEFENDER,
    _THAT_PLAYER,
    ALL_OF_ZONES,
    OPPONENT_VERBS,
    _also_named,
    _as_marker,
    _battling_this,
    _card_prohibition,
    _every_player,
    _everywhere_this,
    _icon_grant,
    _is_next_ability,
    _is_next_action,
    _labelled_icon,
    _labelled_icon_gain,
    _loss_exemption,
    _names_joined,
    _per_cards,
    _per_traits,
    _player_prohibition,
    _quoted,
    _rested,
    _same_number,
    _slot_goal,
    _target,
    _traits_lost,
    _two_places,
    _until,
    _x_count,
    bare_keyword,
    bare_stage_goal,
    free_x,
    grant_keys,
    lead_of,
    traits_all_lost,
    void_op,
    x_definition,
)
from ruling.games._ws.cardtext.ir import Cond, Op, Sel, XDef, ext, ws_sel
from ruling.games._ws.cardtext.nouns import GROUP_REFS, _is_count, _is_you, _stat_only, sel
from ruling.games._ws.cardtext.sentences import FIXED_REFS
from ruling.games._ws.vocab import (
    DURATIONS,
    DURING,
    ICONS,
    VOCAB,
)

# the shared layer's game-neutral readers (``ruling.cardtext``), read when a card's text is
# compiled: argument roles, counts, connectors, conditions joined by で / chained, timings
sh_cond = module("ruling.cardtext.conditions")
sh_nouns = module("ruling.cardtext.nouns")
sh_steps = module("ruling.cardtext.steps")


# the public zones a text may have a player look at whole (look_zone; nothing moves)
PUBLIC_LOOKED = ("clock", "waiting_room", "level", "climax", "memory")


# 「トリガーチェックのように」: the manner of a reveal (``_as_a_trigger_check``)
_AS_A_TRIGGER_CHECK = A.NounPhrase((A.Word("trigger_check"), A.Word("manner")), ("の",))


def _as_a_trigger_check(b: Any) -> Any:
    """「山札の上から2枚をトリガーチェックのように公開する」: the cards are revealed as a trigger check
    shows them (4.9.1, where they are) — it is no trigger check (7.3.1.2): no trigger icon
    applies, no 「トリガーチェックで…でた時」 triggers. The reveal without its manner; any other
    body as it is."""
    if not isinstance(b, A.Action) or b.verb != "reveal":
        return b
    args = tuple(
        a for a in b.args if not (a.role is A.Role.GOAL and a.value == _AS_A_TRIGGER_CHECK)
    )
    return dataclasses.replace(b, args=args) if len(args) != len(b.args) else b


def _own_sentence(op: Op, out: list[Op], whole: bool = False) -> bool:
    """A change in a sentence of its own after the first (「…。その後、そのキャラのパワーを＋1000。」):
    no other words of the text can give it a period, so none is stated (8.2.1.2 「期間が特に
    指定されていない、すなわち「このゲーム中」」); a part read apart (an alternative of 「そのターン中、
    AするかB」, the steps after an event) may have its period said where it is not seen. With
    ``whole`` (the steps are an ability's whole effect) the first sentence is its own too: every
    word of the text is seen (「カウンターステップの始めに、このカードのパワーを＋3000。」)."""
    return (op.sentence > 0 or whole) and all(p.sentence < op.sentence for p in out)


def _icon_choice_permitted(args: dict[A.Role, Any], base: dict[str, Any]) -> Op:
    """【永】 「あなたは[[salvage.gif]]の効果で自分の控え室の「X」を選んでよい」: the master may choose
    the cards named by that trigger icon's action (4.12.2) besides those it names — the text
    beats the rule (1.3.1). Op ``permit_choose``: ``icons`` the icon, ``target`` the cards."""
    sh_steps._only(args, {A.Role.MEANS, A.Role.OBJECT}, "a continuous choose")
    means = args.get(A.Role.MEANS)
    if (
        not isinstance(means, A.NounPhrase)
        or len(means.terms) != 2
        or not isinstance(means.terms[0], A.Icon)
        or means.terms[1] != A.CardKind("effect")
        or means.terms[0].name not in ICONS
    ):
        raise Unsupported("a continuous choose")
    icon = ICONS[means.terms[0].name]
    if icon not in ("comeback", "gate", "choice", "return"):
        raise Unsupported(f"a choice permitted by the {icon} icon")
    target = sel(args.get(A.Role.OBJECT))
    if target.ref is not None or target.count is not None:
        raise Unsupported("a choice permitted of cards of this shape")
    if target.zone is None and target.kind in (None, "character"):
        target = ws_sel(target, zone="stage")  # キャラ: on the stage (2.3.2.1.2)
    return ws_op("permit_choose", target=target, icons=(icon,), **base)


def _traits_only(np: Any) -> bool:
    return (
        isinstance(np, A.NounPhrase)
        and bool(np.terms)
        and all(isinstance(t, A.Trait) for t in np.terms)
    )


def _traits_joined(b: A.Action) -> A.Action | None:
    """「このカードは《A》と《B》を得る」: the grammar reads each 「《A》と」 as a partner (WITH); the
    traits joined by と are one object, all gained or given (2.5). None for other steps."""
    withs = [a.value for a in b.args if a.role is A.Role.WITH]
    objs = [a for a in b.args if a.role is A.Role.OBJECT]
    if b.verb not in ("gain", "give") or not withs or len(objs) != 1:
        return None
    parts = [*withs, objs[0].value]
    if not all(_traits_only(np) for np in parts):
        return None
    terms: list[A.Term] = []
    links: list[str] = []
    for np in parts:
        if terms:
            links.append("と")
        terms += np.terms  # type: ignore[union-attr]
        links += np.links  # type: ignore[union-attr]
    obj = A.Arg(A.Role.OBJECT, A.NounPhrase(tuple(terms), tuple(links)))
    args = tuple(obj if a is objs[0] else a for a in b.args if a.role is not A.Role.WITH)
    return dataclasses.replace(b, args=args)


def _whose_turn(b: A.Action) -> str | None:
    """The player whose turn a step's time 「あなたのターン中」 / 「相手のターン中」 names (you /
    opponent), else None."""
    times = [a.value for a in b.args if a.role is A.Role.TIME]
    if len(times) != 1 or not isinstance(times[0], A.Duration) or times[0].id not in DURING:
        return None
    return DURING[times[0].id]


def _parts_out_of_relative(b: A.Action) -> A.Action:
    """「カード名に「A」を含むキャラを1枚までとカード名に「B」を含むキャラを1枚まで選び」: the grammar
    hangs the part before (its を-object and its count with と) on the relative clause that
    describes the next one (which then has two を-objects, the count as its partner); given back to
    the choice as parts of their own (as 「《A》のキャラを1枚までと《B》のキャラを1枚まで選び」 is
    typed), however many. Other steps are left as printed."""
    if b.verb != "choose":
        return b
    args = list(b.args)
    i = 0
    while i < len(args):
        split = _part_before(args[i]) if args[i].role is A.Role.OBJECT else None
        if split is None:
            i += 1
            continue
        args[i : i + 1] = split  # the part before may itself hold one: read it again
    return dataclasses.replace(b, args=tuple(args))


def _part_before(arg: A.Arg) -> list[A.Arg] | None:
    """An object 「[Aを1枚までと…を含む]キャラ」 as [A, と 1枚まで, …を含むキャラ], else None."""
    np = arg.value
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 2:
        return None
    rel = np.terms[0]
    if not isinstance(rel, A.Relative):
        return None
    c = rel.clause
    inner = [a for a in c.args if a.role is A.Role.OBJECT]
    withs = [a for a in c.args if a.role is A.Role.WITH]
    if (
        len(inner) != 2
        or len(withs) != 1
        or c.args.index(inner[0]) != 0
        or c.args.index(withs[0]) != 1
        or not isinstance(withs[0].value, A.NounPhrase)
        or len(withs[0].value.terms) != 1
        or not isinstance(withs[0].value.terms[0], A.Count)
    ):
        return None
    rest = dataclasses.replace(rel, clause=dataclasses.replace(c, args=c.args[2:]))
    second = A.NounPhrase((rest, *np.terms[1:]), np.links)
    return [A.Arg(A.Role.OBJECT, inner[0].value), withs[0], A.Arg(A.Role.OBJECT, second, arg.pause)]


def _more_count(np: Any) -> Any:
    """「もうN枚引く」: N cards more — a draw of N, after a draw before it (the one draw of the
    step is its count, 4.7.1); ``np`` unchanged when it is not 「もう」 and a count."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and np.terms[0] == A.Ref("the_other")
        and isinstance(np.terms[1], A.Count)
        and np.links == ("",)
    ):
        return A.NounPhrase((np.terms[1],))
    return np


def _while_clause(d: Any) -> A.Action | None:
    """「(…している)間」: the clause of a time 「…間」 (``Word("while")`` after a relative clause),
    else None."""
    if (
        isinstance(d, A.NounPhrase)
        and len(d.terms) == 2
        and isinstance(d.terms[0], A.Relative)
        and d.terms[1] == A.Word("while")
        and isinstance(d.terms[0].clause, A.Action)
    ):
        return d.terms[0].clause
    return None


_LEVEL = A.NounPhrase((A.Stat("level"),))
_ONE_ITEM = A.NounPhrase((A.Count(A.Number(1), "item"),))


def _declared_numbers(np: Any) -> tuple[int, ...] | None:
    """「0か1か2か3」 (the object of 宣言する): the numbers, each printed, joined by か; else None
    (「好きな数」, 「山札か控え室」: not numbers printed)."""
    if (
        not isinstance(np, A.NounPhrase)
        or len(np.terms) < 2
        or any(lk != "か" for lk in np.links)
        or not all(
            isinstance(t, A.Count)
            and t.unit == "none"
            and t.bound == "exact"
            and t.number.value is not None
            for t in np.terms
        )
    ):
        return None
    return tuple(int(t.number.value) for t in np.terms)  # type: ignore[union-attr]


_ALL = A.NounPhrase((A.Count(None, "card", "all"),))


# references that describe the cards rather than name one (他の, 「…以外の」): a place printed
# before them with から is the cards' (「控え室から《音楽》以外のキャラを1枚選び」)
_DESCRIBING_REFS = ("other", "except")


def _source_of_relative(args: dict[A.Role, Any]) -> None:
    """「自分の控え室からカード名に「X」を含むキャラを1枚選び」: the grammar hangs the place the
    cards are chosen from (「…から」) on the relative clause at the head of the object, as that
    clause's source; it is the choice's (as 「自分の控え室から、《X》のキャラを1枚選び」). Moved
    out in place when the choice has no source of its own."""
    obj = args.get(A.Role.OBJECT)
    if A.Role.SOURCE in args or not isinstance(obj, A.NounPhrase) or not obj.terms:
        return
    first = obj.terms[0]
    if not isinstance(first, A.Relative):
        return
    srcs = [a for a in first.clause.args if a.role is A.Role.SOURCE]
    if len(srcs) != 1 or not isinstance(srcs[0].value, A.NounPhrase):
        return
    place = srcs[0].value
    if place not in _AMONG_SOURCES and (
        not place.terms or not all(isinstance(t, (A.Owner, A.Zone)) for t in place.terms)
    ):
        return
    rest = tuple(a for a in first.clause.args if a is not srcs[0])
    inner = A.Relative(dataclasses.replace(first.clause, args=rest))
    args[A.Role.SOURCE] = place
    args[A.Role.OBJECT] = A.NounPhrase((inner, *obj.terms[1:]), obj.links, obj.span)


_X_DAMAGE = A.NounPhrase((A.Count(A.Number(None, "X"), "damage", "exact"),))


def _inline_amount(b: A.Action) -> tuple[A.Action, XDef] | None:
    """「そのカードのレベル×1のダメージを相手に与える」 / 「このカードのソウルのダメージを…」: an
    amount of damage computed inline from a value — read as 「Ｘダメージを与える。Ｘは<the value>
    に等しい」 (the X definition's own reader, ``x_definition``). None for another step."""
    obj = next((a for a in b.args if a.role is A.Role.OBJECT), None)
    if b.verb != "give" or obj is None or not isinstance(obj.value, A.NounPhrase):
        return None
    np = obj.value
    if len(np.terms) < 3 or np.terms[-1] != A.Word("damage") or np.links[-1] != "の":
        return None
    value_terms = np.terms[:-1]
    last = value_terms[-1]
    if not (
        isinstance(last, A.Stat)
        or (isinstance(last, A.Amount) and isinstance(value_terms[-2], A.Stat))
    ):
        return None
    value = A.NounPhrase(value_terms, np.links[: len(value_terms) - 1])
    equal = A.Action(
        "equal", (A.Arg(A.Role.TOPIC, _X_DAMAGE), A.Arg(A.Role.GOAL, value)), A.Form.FINAL
    )
    xdef = x_definition(A.Sentence((A.Step(equal),)))
    if xdef is None:
        return None
    args = tuple(A.Arg(A.Role.OBJECT, _X_DAMAGE) if a is obj else a for a in b.args)
    return dataclasses.replace(b, args=args), xdef


_THAT_CHARACTER = A.Ref("that_character")
_X_TOPIC = A.NounPhrase((A.Count(A.Number(None, "X"), "none", "exact"),))


def _as_many_as(b: A.Action) -> tuple[A.Action, XDef] | None:
    """「置いた枚数と同じ枚数まで引く」 / 「あなたの手札の枚数と同じ枚数のカードを引く」: a count
    said as equal to another count (the grammar: 同じ(with: <count>) 枚数, in the step's count or
    its limit まで) — read as 「Ｘ枚(まで)…。Ｘは<count>に等しい」 by the Ｘ definition's own reader
    (``x_definition``), so it computes what that form does. None for another step (「同じ枚数」
    with no count said is ``_same_number``'s). 「置いた枚数と同じ回数」 (a count of times said so, the
    step's role-less argument) alike: 「Ｘ回…。Ｘは置いた枚数に等しい」."""
    for a in b.args:
        v = a.value
        if not (
            a.role in (A.Role.NONE, A.Role.OBJECT, A.Role.LIMIT)
            and isinstance(v, A.NounPhrase)
            and len(v.terms) in (2, 3)
            and isinstance(v.terms[0], A.Relative)
            and (
                (
                    v.terms[1] == A.Word("number_of_cards")
                    and v.terms[2:] in ((), (A.CardKind("card"),))
                    and v.links[1:] in ((), ("の",))
                )
                # 「置いた枚数と同じ回数、…を与える」: as many times (「Ｘ回…。Ｘは置いた枚数に等しい」)
                or (a.role is A.Role.NONE and len(v.terms) == 2 and v.terms[1] == A.Word("times"))
            )
        ):
            continue
        unit = "times" if v.terms[1] == A.Word("times") else "card"
        c = v.terms[0].clause
        if not (
            isinstance(c, A.Action)
            and c.verb == "same"
            and c.form is A.Form.FINAL
            and len(c.args) == 1
            and c.args[0].role is A.Role.WITH
            and isinstance(c.args[0].value, A.NounPhrase)
            and (
                c.args[0].value.terms[-1:] == (A.Word("number_of_cards"),)
                # 「それらのカードの色の種類の数と同じ枚数まで」: how many colours they have
                or _colours_of(c.args[0].value) is not None
            )
            # 「その枚数と同じ枚数」: the count of the step before, 「同じ枚数」 (``_same_number``)
            and c.args[0].value.terms[:1] != (A.Ref("that"),)
        ):
            continue
        equal = A.Action(
            "equal",
            (A.Arg(A.Role.TOPIC, _X_TOPIC), A.Arg(A.Role.GOAL, c.args[0].value)),
            A.Form.FINAL,
        )
        xdef = x_definition(A.Sentence((A.Step(equal),)))
        if xdef is None:  # pragma: no cover - the sentence built above is a definition
            raise Unsupported("as many as a count of this shape")
        bound = "up_to" if a.role is A.Role.LIMIT else "exact"
        count = A.NounPhrase((A.Count(A.Number(None, "X"), unit, bound),))
        role = A.Role.NONE if a.role is A.Role.LIMIT else a.role
        rest = tuple(y if y is not a else A.Arg(role, count) for y in b.args)
        return dataclasses.replace(b, args=rest), xdef
    return None


def _inline_value(b: A.Action) -> tuple[A.Action, XDef] | None:
    """「パワーを+レベル×500」 / 「パワーを+このカードのソウル×1000」 / 「+あなたのクロックの枚数
    ×500」: a stat change by a value written inline (the grammar's measure with the number
    ``variable="value"``) — read as 「+Ｘ。Ｘは<the value>に等しい」 by the Ｘ definition's own
    reader (``x_definition``), so it computes what that form does. A bare stat (「レベル×500」,
    no card named) is the value of each card the change applies to, as 「そのキャラのレベル」
    (the 応援 of 10.3 written short). None for another step."""
    if b.amount is None or b.amount.number.variable != "value":
        return None
    measure = next((a for a in b.args if a.role is A.Role.MEASURE), None)
    if b.verb != "stat_change" or measure is None or not isinstance(measure.value, A.NounPhrase):
        raise Unsupported("an amount written as a value in this step")
    value = measure.value
    if len(value.terms) == 2 and isinstance(value.terms[0], A.Stat):
        value = A.NounPhrase((_THAT_CHARACTER, *value.terms), ("の", *value.links), value.span)
    equal = A.Action(
        "equal", (A.Arg(A.Role.TOPIC, _X_TOPIC), A.Arg(A.Role.GOAL, value)), A.Form.FINAL
    )
    xdef = x_definition(A.Sentence((A.Step(equal),)))
    if xdef is None:  # pragma: no cover - the sentence built above is a definition
        raise Unsupported("an amount written as a value")
    args = tuple(a for a in b.args if a is not measure)
    amount = A.Amount(b.amount.sign, A.Number(None, "X"))
    return dataclasses.replace(b, args=args, amount=amount), xdef


_BOUND_CMP = {"at_most": "le", "at_least": "ge", "exact": "eq"}


def _value_described(b: A.Action) -> A.Action:
    """「自分の控え室のレベルが1以下のキャラを1枚選び」: the grammar reads 「…のレベルが」 as the
    step's subject and 「1以下のキャラ」 as its object; it is the object's description, as
    「自分の控え室のレベル1以下のキャラ」 (the value filter, 2.6 / 2.7 / 2.9 / 2.10). Unchanged for
    another step."""
    subj = next((a for a in b.args if a.role is A.Role.SUBJECT), None)
    obj = next((a for a in b.args if a.role is A.Role.OBJECT), None)
    if subj is None or obj is None:
        return b
    s, o = subj.value, obj.value
    if (
        isinstance(s, A.NounPhrase)
        and isinstance(o, A.NounPhrase)
        and s.terms
        and isinstance(s.terms[-1], A.Stat)
        and s.terms[-1].id in ("level", "cost")
        and len(o.terms) > 3
        and isinstance(o.terms[0], A.Owner)
        and o.terms[1:3] == (A.Stat("level"), A.Ref("following"))
        and o.links[:3] == ("の", "", "の")
    ):
        # 「相手のコストがあなたのレベル以下のキャラ」: as 「相手のあなたのレベル以下のコストの
        # キャラ」 (``nouns._level_of_player``: the value at most the player's level, 3.9)
        head, head_links = s.terms[:-1], s.links[: len(s.terms) - 2]
        terms = (*head, *o.terms[:3], s.terms[-1], *o.terms[3:])
        links = (*head_links, *(("の",) if head else ()), "の", "", "の", *o.links[2:])
        described = A.Arg(A.Role.OBJECT, A.NounPhrase(terms, links))
        return dataclasses.replace(
            b, args=tuple(described if a is obj else a for a in b.args if a is not subj)
        )
    if not (
        isinstance(s, A.NounPhrase)
        and isinstance(o, A.NounPhrase)
        and s.terms
        and isinstance(s.terms[-1], A.Stat)
        and s.terms[-1].id in ("level", "cost", "power", "soul")
        and len(o.terms) > 1
        and isinstance(o.terms[0], A.Count)
        and o.terms[0].unit == "none"
        and o.terms[0].bound in _BOUND_CMP
        and o.terms[0].number is not None
        and o.terms[0].number.value is not None
        and o.links[0].rstrip("、") == "の"
    ):
        return b
    c = o.terms[0]
    filt = A.StatFilter(s.terms[-1], c.number, _BOUND_CMP[c.bound])  # type: ignore[arg-type]
    head, head_links = s.terms[:-1], s.links[: len(s.terms) - 2]
    terms = (*head, filt, *o.terms[1:])
    links = (*head_links, *(("の",) if head else ()), *o.links)
    described = A.Arg(A.Role.OBJECT, A.NounPhrase(terms, links))
    return dataclasses.replace(
        b, args=tuple(described if a is obj else a for a in b.args if a is not subj)
    )


def _per_value(np: Any) -> XDef | None:
    """「あなたのレベル1につき」 / 「相手のレベル1につき」 / 「このカードのソウル1につき」: a value,
    per 1 of it (the grammar reads 「レベル1」 as a value filter) — a player's level (the cards in
    the level zone, 3.9) or a value of a card a reference names; None for another phrase (cards
    counted are read by the caller)."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 2:
        return None
    last = np.terms[-1]
    if not (
        isinstance(last, A.StatFilter)
        and last.cmp == "eq"
        and last.value.value == 1
        and last.stat.id in ("level", "cost", "power", "soul")
        and np.links[-1] == "の"
    ):
        return None
    rest = np.terms[:-1]
    if (
        len(rest) == 1
        and isinstance(rest[0], A.Owner)
        and rest[0].who in ("you", "self", "opponent")
    ):
        if last.stat.id != "level":
            return None
        return XDef("level", Sel(owner="opponent" if rest[0].who == "opponent" else "you"))
    target = sel(A.NounPhrase(rest, np.links[: len(rest) - 1]))
    if target.ref is None or target.count is not None:
        return None
    return XDef("stat", target, last.stat.id)


_AMONG_SOURCES = (
    A.NounPhrase((A.Ref("that"), A.Word("during")), ("",)),  # その中から
    A.NounPhrase((A.Ref("those_cards"),)),  # それらのカードから
    A.NounPhrase((A.Ref("those_characters"),)),  # それらのキャラから
)


def _among_source(b: A.Action) -> A.Action:
    """「（山札の上から3枚を見て / 公開し、）その中から《X》のキャラを1枚選び」 / 「それらのカードから
    1枚を選び」: a choice among the cards just dealt with, as 「それらのカードの《X》のキャラを1枚
    選び」 (the cards looked at or revealed, 8.6.3)."""
    if (
        b.verb == "choose"
        and not any(a.role is A.Role.SOURCE for a in b.args)
        and sum(a.role is A.Role.OBJECT for a in b.args) == 1
        and len({a.role for a in b.args}) == len(b.args)
    ):
        # 「その中からカード名に「X」を含むカードを1枚選び」: the source hung on the relative clause
        lifted = dict(sh_cond.args_of(b))
        _source_of_relative(lifted)
        if lifted.get(A.Role.SOURCE) in _AMONG_SOURCES:
            b = dataclasses.replace(
                b,
                args=(
                    *(
                        A.Arg(A.Role.OBJECT, lifted[A.Role.OBJECT])
                        if a.role is A.Role.OBJECT
                        else a
                        for a in b.args
                    ),
                    A.Arg(A.Role.SOURCE, lifted[A.Role.SOURCE]),
                ),
            )
    srcs = [a for a in b.args if a.role is A.Role.SOURCE]
    objs = [a for a in b.args if a.role is A.Role.OBJECT]
    nones = [a for a in b.args if a.role is A.Role.NONE]
    if (
        b.verb != "choose"
        or len(srcs) != 1
        or srcs[0].value not in _AMONG_SOURCES
        or len(objs) != 1
        or len(nones) > 1
        or not isinstance(objs[0].value, A.NounPhrase)
    ):
        return b
    np = objs[0].value
    if nones and not isinstance(np.terms[-1], A.Count):
        # 「その中からキャラを1枚まで選び」: the count is its own argument
        group = A.NounPhrase((A.Ref("those_cards"), *np.terms), ("の", *np.links))
        args = [a for a in b.args if a is not srcs[0] and a is not objs[0] and a is not nones[0]]
        return dataclasses.replace(b, args=(*args, A.Arg(A.Role.OBJECT, group), nones[0]))
    if not nones and not isinstance(np.terms[-1], A.Count):
        # 「その中からキャラを選び」: no number printed (read by the choice as one)
        group = A.NounPhrase((A.Ref("those_cards"), *np.terms), ("の", *np.links))
        args = [a for a in b.args if a is not srcs[0] and a is not objs[0]]
        return dataclasses.replace(b, args=(*args, A.Arg(A.Role.OBJECT, group)))
    if nones:
        return b
    filt, flinks = np.terms[:-1], np.links[: len(np.terms) - 2] if len(np.terms) > 1 else ()
    if len(np.terms) > 1 and np.links[len(np.terms) - 2] not in ("", "を"):
        return b
    group = A.NounPhrase((A.Ref("those_cards"), *filt), (*(("の",) if filt else ()), *flinks))
    count = A.NounPhrase((np.terms[-1],))
    args = [a for a in b.args if a is not srcs[0] and a is not objs[0]]
    return dataclasses.replace(
        b, args=(*args, A.Arg(A.Role.OBJECT, group), A.Arg(A.Role.NONE, count))
    )


def _topic_stat(b: A.Action) -> A.Action:
    """「このカードは、そのターン中、パワーを＋1000」 / 「そのキャラの前のキャラは、…パワーを－1000」:
    a card as the topic of a stat change whose object is the stat alone is whose stat it is (as
    「このカードのパワーを＋1000」)."""
    topics = [a for a in b.args if a.role is A.Role.TOPIC]
    objs = [a for a in b.args if a.role is A.Role.OBJECT]
    if (
        b.verb != "stat_change"
        or len(topics) != 1
        or len(objs) != 1
        or not isinstance(topics[0].value, A.NounPhrase)
        or not isinstance(objs[0].value, A.NounPhrase)
        or len(objs[0].value.terms) != 1
        or not isinstance(objs[0].value.terms[0], A.Stat)
        or not any(isinstance(t, A.Ref | A.CardKind) for t in topics[0].value.terms)
    ):
        return b
    who = topics[0].value
    obj = A.NounPhrase((*who.terms, objs[0].value.terms[0]), (*who.links, "の"))
    return dataclasses.replace(
        b,
        args=tuple(
            dataclasses.replace(a, value=obj) if a is objs[0] else a
            for a in b.args
            if a is not topics[0]
        ),
    )


def _each_count(b: A.Action) -> A.Action:
    """「「A」と「B」をそれぞれ1枚まで選び」: as 「…を1枚ずつまで選び」 (each part its own count,
    8.6.3.1.1) — the grammar's arguments of the latter."""
    eaches = [
        a
        for a in b.args
        if a.role is A.Role.NONE
        and isinstance(a.value, A.NounPhrase)
        and len(a.value.terms) == 2
        and a.value.terms[0] == A.Ref("each")
        and isinstance(a.value.terms[1], A.Count)
    ]
    roles = [a.role for a in b.args if a.role is not A.Role.TOPIC]
    if b.verb != "choose" or len(eaches) != 1 or roles != [A.Role.WITH, A.Role.OBJECT, A.Role.NONE]:
        return b
    cnt = eaches[0].value.terms[1]  # type: ignore[union-attr]
    up_to = cnt.bound == "up_to"  # type: ignore[union-attr]
    args = [a for a in b.args if a is not eaches[0]]
    args.append(A.Arg(A.Role.NONE, A.NounPhrase((dataclasses.replace(cnt, bound="exact"),))))
    args.append(A.Arg(A.Role.NONE, A.NounPhrase((A.Word("each_of"),))))
    if up_to:
        args.append(A.Arg(A.Role.TIME, A.NounPhrase((A.Word("until"),))))
    return dataclasses.replace(b, args=tuple(args))


_YOU, _OPP = A.NounPhrase((A.Owner("you"),)), A.NounPhrase((A.Owner("opponent"),))


def _both_players(b: A.Action) -> A.Action:
    """「あなたと相手は(それぞれ)1枚引く」 / 「相手とあなたは…」: each player does the step, as
    「すべてのプレイヤーは…」 (the topic every player; 「それぞれ」 taken off what it counts)."""
    roles = {a.role: a.value for a in b.args}
    topic = roles.get(A.Role.TOPIC)
    if topic is not None and A.Role.WITH not in roles and sh_steps.every_player(topic):
        # 「お互いのプレイヤーは、それぞれ1枚引く」: every player already, the 「それぞれ」 restating it
        return dataclasses.replace(b, args=tuple(_without_each(a) for a in b.args))
    if {roles.get(A.Role.WITH), topic} != {_YOU, _OPP}:
        return b
    if [a.role for a in b.args].count(A.Role.WITH) != 1:
        return b
    every = A.NounPhrase((A.Owner("all_players"),))
    args = []
    for a in b.args:
        if a.role is A.Role.WITH:
            continue
        if a.role is A.Role.TOPIC:
            a = dataclasses.replace(a, value=every)
        else:
            a = _without_each(a)
        args.append(a)
    return dataclasses.replace(b, args=tuple(args))


_SELF = A.NounPhrase((A.Owner("self"),))
_EVERY_PLAYER = A.NounPhrase((A.Owner("all_players"),))
_EACH_OF = A.NounPhrase((A.Word("each_of"),))


def _damage_to_both(b: A.Action) -> A.Action:
    """「あなたは自分と相手に1ダメージずつ与える」: the damage dealt to both players at once, one
    event with a part for each (4.12.2.7.3 「複数のプレイヤーに同時にダメージを与える」) — the goal
    every player (「ずつ」 saying each gets the amount). Any other step as it is."""
    if b.verb != "give":
        return b
    withs = [a for a in b.args if a.role is A.Role.WITH]
    goals = [a for a in b.args if a.role is A.Role.GOAL]
    if len(withs) != 1 or len(goals) != 1:
        return b
    mine, theirs = {_SELF, _YOU}, {_OPP}
    pair = (withs[0].value, goals[0].value)
    if not ((pair[0] in mine and pair[1] in theirs) or (pair[0] in theirs and pair[1] in mine)):
        return b
    goal = dataclasses.replace(goals[0], value=_EVERY_PLAYER)
    args = tuple(
        goal if a is goals[0] else a
        for a in b.args
        if a is not withs[0] and not (a.role is A.Role.NONE and a.value == _EACH_OF)
    )
    return dataclasses.replace(b, args=args)


def _without_each(a: A.Arg) -> A.Arg:
    """An argument opening with 「それぞれ」 (「それぞれ1枚」) without it; any other as it is."""
    if (
        a.role is not A.Role.TOPIC
        and isinstance(a.value, A.NounPhrase)
        and a.value.terms[:1] == (A.Ref("each"),)
        and len(a.value.terms) > 1
    ):
        return dataclasses.replace(a, value=A.NounPhrase(a.value.terms[1:], a.value.links[1:]))
    return a


def _damage_received(b: A.Action) -> A.Action:
    """「あなたは1ダメージを受ける」 / 「相手は2ダメージを受ける」: the ability gives that player
    the damage — 「あなたに1ダメージを与える」 (4.10.1.1: the player who receives it; 4.11.1.2: the
    card whose ability it is is its source). Any other step as it is."""
    if b.verb != "receive" or b.form not in (A.Form.FINAL, A.Form.CONTINUATIVE, A.Form.TE):
        return b
    if b.modal is not None or b.more or b.amount is not None:
        return b
    roles = [a.role for a in b.args]
    who = next((a for a in b.args if a.role in (A.Role.TOPIC, A.Role.SUBJECT)), None)
    obj = next((a for a in b.args if a.role is A.Role.OBJECT), None)
    if who is None or obj is None or len(roles) != 2:
        return b
    if who.value not in (A.NounPhrase((A.Owner("you"),)), A.NounPhrase((A.Owner("opponent"),))):
        return b
    o = obj.value
    if not (
        isinstance(o, A.NounPhrase)
        and len(o.terms) == 1
        and isinstance(o.terms[0], A.Count)
        and o.terms[0].unit == "damage"
    ):
        return b
    goal = dataclasses.replace(who, role=A.Role.GOAL, topic=False, pause=False)
    return dataclasses.replace(b, verb="give", args=(goal, obj))


def _all_into_object(b: A.Action) -> A.Action:
    """「相手のキャラをすべて手札に戻す」 / 「自分のキャラをすべて【スタンド】する」 / 「自分の手札を
    すべて、控え室に置く」: 「すべて」 after the object (a kind, a name, or a zone's cards; with a
    comma after it or not) says how many of it, as 「相手のキャラすべてを」 / 「手札すべてを」 (the
    same step). 「《X》をすべて失う」 (traits) is not this."""
    objs = [a for a in b.args if a.role is A.Role.OBJECT]
    alls = [a for a in b.args if a.role is A.Role.NONE and a.value == _ALL]
    if (
        len(objs) != 1
        or len(alls) != 1
        or not isinstance(objs[0].value, A.NounPhrase)
        or not objs[0].value.terms
        or not isinstance(objs[0].value.terms[-1], A.CardKind | A.Name | A.Zone)
    ):
        return b
    np = objs[0].value
    obj = dataclasses.replace(
        objs[0], value=A.NounPhrase((*np.terms, _ALL.terms[0]), (*np.links, ""))
    )
    args = tuple(obj if a is objs[0] else a for a in b.args if a is not alls[0])
    return dataclasses.replace(b, args=args)


_CMP_OF_REF = {A.Ref("following"): "le"}


def _stat_than_described(b: A.Action) -> A.Action:
    """「相手の前列の、パワーがこのカードのパワー以下のキャラを1枚選び」: the grammar reads
    「…のパワーが」 as the step's subject and 「このカードのパワー以下のキャラ」 as its object; it is
    the object's description, the same value compared with that card's — as 「このカードのパワー
    以下の相手の前列のキャラ」, which ``_card_stat_bound`` reads. Unchanged for another step (a
    value of another name compared: 「レベルがこのカードのコスト以下の」)."""
    subj = next((a for a in b.args if a.role is A.Role.SUBJECT), None)
    obj = next((a for a in b.args if a.role is A.Role.OBJECT), None)
    if subj is None or obj is None:
        return b
    s, o = subj.value, obj.value
    if not (
        isinstance(s, A.NounPhrase)
        and isinstance(o, A.NounPhrase)
        and s.terms
        and isinstance(s.terms[-1], A.Stat)
        and len(o.terms) > 3
        and isinstance(o.terms[0], A.Ref)
        and o.terms[1] == s.terms[-1]
        and o.terms[2] in _CMP_OF_REF
        and o.links[:3] == ("の", "", "の")
    ):
        return b
    head = s.terms[:-1]
    head_links = tuple(x.rstrip("、") for x in s.links[: len(s.terms) - 2])
    terms = (*o.terms[:3], *head, *o.terms[3:])
    links = (*o.links[:3], *head_links, *(("の",) if head else ()), *o.links[3:])
    described = A.Arg(A.Role.OBJECT, A.NounPhrase(terms, links, o.span))
    return dataclasses.replace(
        b, args=tuple(described if a is obj else a for a in b.args if a is not subj)
    )


def _card_stat_bound(st: A.Step, x: XDef | None) -> tuple[A.Step, XDef] | None:
    """「あなたはそのカードのレベル以下の相手のキャラを1枚選び」: a choice among cards whose value
    is at most that value of a card a reference names — read as 「レベルＸ以下の相手のキャラを1枚
    選び…。Ｘはそのカードのレベルに等しい」 (the value worked out when the choice is made, 8.6.3;
    ``XDef("stat")``). The step and its Ｘ, else None (a step with an Ｘ of its own is left)."""
    b = st.body
    if x is not None or not isinstance(b, A.Action) or b.verb != "choose":
        return None
    b = _stat_than_described(b)
    objs = [a for a in b.args if a.role is A.Role.OBJECT]
    np = objs[0].value if len(objs) == 1 else None
    if not isinstance(np, A.NounPhrase):
        return None
    terms, links = np.terms, np.links
    at = next(
        (
            i
            for i in range(1, len(terms) - 2)
            if isinstance(terms[i], A.Stat)
            and terms[i + 1] in _CMP_OF_REF
            and links[i - 1 : i + 2] == ("の", "", "の")
        ),
        None,
    )
    if at is None:
        return None
    stat = terms[at]
    assert isinstance(stat, A.Stat)
    if terms[at + 2] == stat and links[at + 1] == "の" and at + 3 < len(terms):
        # 「そのカードのレベル以下のレベルの相手のキャラ」: the value compared restated before the
        # head, as 「そのカードのレベル以下の相手のキャラ」
        terms = (*terms[: at + 2], *terms[at + 3 :])
        links = (*links[: at + 1], *links[at + 2 :])
    if stat.id not in ("level", "cost", "power", "soul") or isinstance(terms[at + 2], A.Stat):
        # 「このカードのレベル以下のコストの」: another value compared — not this reading
        return None
    whose = sel(A.NounPhrase(terms[:at], links[: at - 1]))
    if whose.ref is None or whose.count is not None:
        return None
    filt = A.StatFilter(stat, A.Number(None, "X"), _CMP_OF_REF[terms[at + 1]])
    described = A.NounPhrase((filt, *terms[at + 2 :]), ("の", *links[at + 2 :]))
    body = dataclasses.replace(
        b,
        args=tuple(dataclasses.replace(a, value=described) if a is objs[0] else a for a in b.args),
    )
    return dataclasses.replace(st, body=body), XDef("stat", whose, stat.id)


def step(
    st: A.Step, kind: str, quoted: tuple[A.Ability, ...] | None = None, x: XDef | None = None
) -> Op:
    bound_by = _card_stat_bound(st, x)
    if bound_by is not None:
        st, x = bound_by
    try:
        return _step(st, kind, quoted, x)
    except Unsupported:
        held = _time_held(st, kind)
        if held is None:
            raise
    # 「【永】 相手のターン中、このカードは『…』を得る」 / 「【永】 このカードのバトル中、このカードの
    # バトル相手のパワーを－1000」: in a continuous ability the time is the condition it applies
    # under (8.1.1.3: only while it is that turn, or this card is in a battle, 7.2.1.5.1) — the
    # step without it, held by that condition (a reader that reads the time itself gives the same)
    body, when = held
    op = _step(dataclasses.replace(st, body=body), kind, quoted, x)
    return with_op(op, cond=when if op.cond is None else Cond("and", parts=(when, op.cond)))


def _modal(b: Any, kind: str) -> Op | None:
    """「そのターン中、相手はカードを引けない」: a player's prohibition, the shared construction's
    (``ruling.cardtext.modal``) — ``Op("forbid_act")`` with the act, the player and the period (none
    printed: the one said before it, ``inherit``; a continuous ability's is in force while the
    ability is, ``continuous.modal_prohibitions``); None for another step, or one of a shape the
    construction does not read: WS's own readers read it or refuse it."""
    from ruling.cardtext import modal as M

    if M.polarity(b) != "prohibit":
        return None
    try:
        m = M.read_modal(b, VOCAB.modal_actions, VOCAB.owners)
    except M.NotThisShape:
        return None  # WS's own readers may know it, else they refuse it
    if m is None:
        return None
    if m.limit is not None or (m.time is not None and m.time.id not in VOCAB.durations):
        raise Unsupported(f"a prohibition of {m.action.action} lasting a period of this shape")
    if kind == "continuous" and m.time is not None:
        return None  # 「【永】 相手のターン中、…」: the time a condition (``_time_held``)
    until = VOCAB.durations[m.time.id] if m.time is not None else "inherit"
    if kind == "continuous":
        until = None
    return Op(
        "forbid_act",
        stat=m.action.action,
        performer=m.player,
        until=until,
        detail=M.modal_op_detail(m),
    )


def _game_end(b: Any, kind: str) -> Op | None:
    """「あなたは（この）ゲームに勝利する / 敗北する」 (1.2.5): the shared step (``game_end``, the
    player the topic names); None for another step (「…によって敗北しない」 is a loss exemption,
    ``_loss_exemption``)."""
    if not isinstance(b, A.Action) or b.verb not in ("do", "lose_game"):
        return None
    if b.form is A.Form.NEGATIVE:
        return None
    args = sh_cond.args_of(b)
    if b.verb == "do" and A.Role.NONE not in args:
        return None
    return sh_steps._game_end(
        args,
        sh_steps.Reading(VOCAB, kind),
        b.form is A.Form.OPTIONAL,
        b.form,
        "lose" if b.verb == "lose_game" else None,
    )


def _time_held(st: A.Step, kind: str) -> tuple[A.Action, Cond] | None:
    """A continuous ability's step with a time its ability holds under: the step without it and
    the condition; else None."""
    b = st.body
    if kind != "continuous" or not isinstance(b, A.Action):
        return None
    times = [a for a in b.args if a.role is A.Role.TIME]
    if len(times) != 1:
        return None
    d = times[0].value
    if d == A.Duration("this_battle_of_card"):
        when = Cond("count", sel=ws_sel(ref="this", in_battle=True))
    elif isinstance(d, A.Duration) and d.id in ("during_your_turn", "during_opponent_turn"):
        when = Cond("turn", owner="you" if d.id == "during_your_turn" else "opponent")
    else:
        return None
    return dataclasses.replace(b, args=tuple(a for a in b.args if a is not times[0])), when


# 「以上」 / 「以下」 / 「未満」 of a count read as a value's comparison (``A.StatFilter.cmp``)
_FILTER_CMP = {"at_least": "ge", "at_most": "le", "less_than": "lt"}


def _stat_filter_from_subject(b: Any) -> A.Action | None:
    """「パワーが6000以上の他のあなたのキャラすべてに、ソウルを＋1」: the grammar takes 「パワーが」 as
    the subject of the change and 「6000以上の…キャラ」 as its goal; 「パワーが6000以上の」 is the
    goal's filter, as 「パワー6000以上の」 (a ``StatFilter``) — the change's goal filtered by that
    value. None for another shape."""
    if not isinstance(b, A.Action) or b.verb != "stat_change":
        return None
    subj = [a for a in b.args if a.role is A.Role.SUBJECT]
    goal = [a for a in b.args if a.role is A.Role.GOAL]
    if len(subj) != 1 or len(goal) != 1:
        return None
    s_np, g_np = subj[0].value, goal[0].value
    if not (
        isinstance(s_np, A.NounPhrase)
        and len(s_np.terms) == 1
        and isinstance(s_np.terms[0], A.Stat)
        and isinstance(g_np, A.NounPhrase)
        and len(g_np.terms) > 1
        and isinstance(g_np.terms[0], A.Count)
        and g_np.terms[0].unit == "none"
        and g_np.terms[0].bound in _FILTER_CMP
        and g_np.terms[0].number is not None
        and g_np.links[0] == "の"
    ):
        return None
    count = g_np.terms[0]
    filt = A.StatFilter(s_np.terms[0], count.number, _FILTER_CMP[count.bound])
    new_goal = dataclasses.replace(goal[0], value=A.NounPhrase((filt, *g_np.terms[1:]), g_np.links))
    return dataclasses.replace(
        b,
        args=tuple(new_goal if a is goal[0] else a for a in b.args if a is not subj[0]),
    )


_ATTACK_VERBS = ("attack", "front_attack", "side_attack", "direct_attack")


def _attacker_as_topic(b: A.Action) -> A.Action:
    """「このターン、あなたはそれらのキャラでアタックできない」: a player cannot attack with those
    characters — the characters cannot attack (7.1.1 / 7.2.1.1: a player attacks by choosing one
    of their characters), as 「それらのキャラはアタックできない」: the characters (the means, で)
    become the topic. Any other step is given back as it is."""
    if b.verb not in _ATTACK_VERBS or b.form is not A.Form.CANNOT:
        return b
    topics = [a for a in b.args if a.role is A.Role.TOPIC]
    means = [a for a in b.args if a.role is A.Role.MEANS]
    if (
        len(topics) != 1
        or len(means) != 1
        or topics[0].value != A.NounPhrase((A.Owner("you"),))
        or not isinstance(means[0].value, A.NounPhrase)
        or not any(isinstance(t, A.Ref | A.CardKind) for t in means[0].value.terms)
    ):
        return b
    card = dataclasses.replace(means[0], role=A.Role.TOPIC)
    return dataclasses.replace(
        b, args=tuple(card if a is means[0] else a for a in b.args if a is not topics[0])
    )


def _step(
    st: A.Step, kind: str, quoted: tuple[A.Ability, ...] | None = None, x: XDef | None = None
) -> Op:
    if st.lead == "additionally" and st.lead_inner is None:
        # 「…なら、さらにソウルを＋1」: さらに is the next step (``vocab.LEADS``); a change with
        # no duration of its own continues the change before it, in the sentence before if its
        # own has none (``_in_context``: ``inherit_further``)
        op = _step(dataclasses.replace(st, lead=None), kind, quoted, x)
        return dataclasses.replace(op, until="inherit_further") if op.until == "inherit" else op
    b = st.body
    if isinstance(b, A.Unparsed):
        raise Unsupported(f"untyped text: {b.text}")
    if isinstance(b, A.Timing):
        raise Unsupported("a timing inside an effect")
    active = active_voice(b)
    if active is not None:
        # 「そのキャラは控え室に置かれる」: the shared reading of a passive step, as its active
        # voice (``ruling.cardtext.steps.active_voice``)
        return step(dataclasses.replace(st, body=active), kind, quoted, x)
    two = _two_places(b)
    if two is not None:
        return step(dataclasses.replace(st, body=two), kind, quoted, x)
    battling = _battling_this(b)
    if battling is not None:
        return step(dataclasses.replace(st, body=battling), kind, quoted, x)
    filtered = _stat_filter_from_subject(b)
    if filtered is not None:
        return step(dataclasses.replace(st, body=filtered), kind, quoted, x)
    lead = lead_of(st)
    cond = condition(st.condition) if st.condition is not None else None
    modal = _modal(b, kind)
    if modal is not None:
        return with_op(modal, cond=cond, lead=lead)
    end = _game_end(b, kind)
    if end is not None:
        return with_op(end, cond=cond, lead=lead)
    b = object_out_of_relative(_parts_out_of_relative(b))
    if b.form is A.Form.PERMISSIVE:
        # 「…置いてもよい」: as 「…置いてよい」 (the shared reading)
        b = dataclasses.replace(b, form=A.Form.OPTIONAL)
    b = _damage_received(b)
    b = _as_a_trigger_check(b)
    b = _all_into_object(b)
    b = _both_players(b)
    b = _damage_to_both(b)
    b = _each_count(b)
    b = _topic_stat(b)
    b = _among_source(b)
    b = _value_described(b)
    voided = read_void(b)
    if voided is not None:
        # 「…の【自】の能力は無効になる」 / 「…を無効にする」 (8.3), read by the shared layer
        return void_op(voided, kind, cond)
    b = _slot_cards_joined(b)
    if b.verb == "choose" and (
        [a.role for a in b.args].count(A.Role.OBJECT) > 1
        or A.Arg(A.Role.NONE, A.NounPhrase((A.Word("each_of"),))) in b.args
    ):
        return _choose_parts(b, kind, lead, cond, x)
    if b.verb == "treat":
        return _also_named(b, kind, cond, lead)
    valued = _inline_value(b)
    if valued is not None:
        if x is not None:
            raise Unsupported("an amount written as a value in an ability that defines Ｘ")
        b, x = valued
    inline = _inline_amount(b) if x is None else None
    if inline is not None:
        # 「そのカードのレベル×1のダメージを与える」: as 「Ｘダメージを与える。Ｘは…に等しい」
        b, x = inline
    as_many = _as_many_as(b)
    if as_many is not None:
        # 「置いた枚数と同じ枚数まで引く」 / 「あなたの手札の枚数と同じ枚数引く」: as
        # 「Ｘ枚(まで)引く。Ｘは置いた枚数に等しい」
        if x is not None:
            raise Unsupported("as many as a count, in an ability that defines Ｘ")
        b, x = as_many
    same = _same_number(b)
    if same is not None:
        # 「…自分の山札の上から同じ枚数をストック置場に置く」: as many cards as the step before
        # moved (``Sel(ref="chosen")`` when the step starts), counted like an Ｘ
        b, x = same, XDef("count", Sel(ref="chosen"), op="same")
    joined = _names_joined(b) or _traits_joined(b)
    if joined is not None:
        b = joined
    as_marker = _as_marker(b)
    if as_marker is not None:
        # 「…をこのカードの下にマーカーとして(表向きに)置く」: the second goal says how
        b = dataclasses.replace(b, args=as_marker[0])
    b = sh_steps.stat_topic_as_object(_attacker_as_topic(b))
    args = sh_cond.args_of(b)
    bottom = _damage_from_bottom(b, args, kind)
    if bottom is not None:
        return bottom if cond is None else with_op(bottom, cond=cond)
    limit = _hand_limit(b, args, kind)
    if limit is not None:
        return limit if cond is None else with_op(limit, cond=cond)
    performer = "you"
    swap_players = False
    topic = args.pop(A.Role.TOPIC, None)
    subject: Sel | None = None  # このカードは…を得る
    if topic is not None and _every_player(topic):
        performer = "all"  # すべてのプレイヤーは…: each player does it (1.3.4 for their choices)
    elif topic == _THAT_PLAYER:
        # そのプレイヤーは…: the player the trigger's event was about (whose zone a card left)
        performer = "event_player"
    elif topic is not None:
        t = ws_sel(ref="this", zones=("anywhere",)) if _everywhere_this(topic) else sel(topic)
        if t == Sel(owner="opponent"):
            performer = "opponent"
            # 「相手は相手の手札を1枚選び」: the text is the master's (あなた, 4.3.3): 相手 names the
            # master's opponent and あなた the master whoever performs the step; 自分 names the
            # performer (8.6.5: the text names who does it). The step is run as the opponent
            # (``program.run_op``), so あなた / 相手 are read from the performer's side below
            # (not in a prohibition, read from the master's side)
            swap_players = True
        elif (
            t.ref is not None
            # 「そのキャラ以外のこのカード」 is read with あなたの (this card is the master's)
            and (t.owner is None or (t.ref == "this" and t.owner == "you"))
            and (t.zone in (None, "anywhere") or (t.ref == "this" and t.zone == "hand"))
        ):
            subject = t
        elif (
            kind == "continuous"
            and t.ref is None
            and t.kind == "character"
            and (t.bound == "all" or (t.bound == "exact" and t.owner is not None))
            and t.count is None
            and t.zone in (None, "stage")
            and b.form is A.Form.CANNOT
        ):
            # 「他のキャラすべては…できない」: every character on the stage it names (2.3.2.1.2);
            # a side's characters named bare (「相手のキャラは…できない」) are each of them, as with
            # すべて — a continuous prohibition holds for every card its subject names (1.3.3)
            subject = ws_sel(dataclasses.replace(t, bound="all"), zone="stage")
        elif (
            (kind == "continuous" or A.Role.TIME in args)
            and t.kind == "character"
            and t.bound == "all"
            and t.count is None
            and t.owner == "you"
            and (
                (t.ref is None and t.zone in (None, "stage", "front_row", "back_row"))
                or (t.ref in ("front", "behind", "adjacent") and t.zone is None)
            )
            and b.form is A.Form.PASSIVE_NEG
        ):
            # 「あなたのキャラすべては、相手の効果に選ばれない」: each of those characters on the
            # stage (2.3.2.1.2), whichever they are now (``_card_prohibition``); 「そのターン中、
            # あなたのキャラすべては、…選ばれない」 in an effect: each of those there when it is
            # done, for as long as it says (8.2.1.2, ``program`` "prohibit")
            subject = ws_sel(t, zone="stage") if t.ref is None and t.zone is None else t
        elif t != Sel(owner="you"):
            raise Unsupported("an effect performed by someone else")
    if (
        b.verb == "do"
        and b.form is A.Form.CANNOT
        and set(args) - {A.Role.TIME} == {A.Role.NONE}
        and isinstance(args[A.Role.NONE], A.NounPhrase)
        and len(args[A.Role.NONE].terms) == 1
        and bare_keyword(args[A.Role.NONE].terms[0]) is not None
    ):
        # 「相手はアンコールできない」: a keyword ability done is a keyword ability used — the same
        # prohibition as 「相手は『アンコール』を使えない」
        b = dataclasses.replace(b, verb="use")
        args[A.Role.OBJECT] = args.pop(A.Role.NONE)
    if (
        topic is not None
        and subject is None
        and (
            (b.form is A.Form.CANNOT and b.verb in ("play", "use"))
            or (b.form is A.Form.NEGATIVE and b.verb == "receive")
        )
    ):
        # 「相手はイベントを手札からプレイできない」: a player who may not do something
        return _player_prohibition(b, args, performer, kind, cond)
    if (
        topic is not None
        and subject is None
        and b.verb == "lose_game"
        and b.form is A.Form.NEGATIVE
    ):
        # 「あなたはレベル4であることによって敗北しない」 (1.3.1 over 9.4.1.1)
        return _loss_exemption(args, performer, kind, cond)
    if swap_players:
        b = _players_swapped(b)
        args = sh_cond.args_of(b)
        args.pop(A.Role.TOPIC, None)
    if performer != "you" and b.verb not in OPPONENT_VERBS:
        who = "the opponent" if performer == "opponent" else "every player"
        raise Unsupported(f"an effect performed by {who} ({b.verb})")
    if (
        subject is not None
        and topic is not None
        and subject.ref is not None
        and b.verb in ("rest", "stand", "reverse")
        and b.form is A.Form.FINAL
        and not args
        and kind != "continuous"
    ):
        # 「そのキャラは（次の…の始めに、）【レスト】する」: 「【レスト】する」 is putting the card in
        # that state (4.6.1.2, 4.6.1.1, 4.6.1.3) — the effect turns the card it names, as
        # 「そのキャラを【レスト】する」 (a card already in that state is not turned, 1.3.2.1)
        args[A.Role.OBJECT] = topic
        subject = None
    if subject is not None and b.verb in (
        "side_attack",
        "front_attack",
        "direct_attack",
        "attack",
        "stand",
        "choose",
        "give",
        "move_to",
        "move",
        "reverse",
        "decrease_by",
        "return",
        "go_back",
        "do",
        "put",  # 「このカードは前列の枠に置けない」
        "use",  # 「そのターン中、それらのキャラは『【起】』の能力を使えない」
    ):
        # このカードはサイドアタックできない / アタックできない / スタンドフェイズに【スタンド】しない
        turn = _whose_turn(b) if kind == "continuous" else None
        if turn is not None:
            # 「相手のターン中、このカードは【リバース】しない」: in a continuous ability the time is
            # the condition it applies under (8.1.1.3: only while it is that player's turn)
            b = dataclasses.replace(b, args=tuple(a for a in b.args if a.role is not A.Role.TIME))
        ban = _card_prohibition(b, subject, kind)
        if ban is not None:
            cond = condition(st.condition) if st.condition is not None else None
            if turn is not None:
                on = Cond("turn", owner=turn)
                cond = on if cond is None else Cond("and", parts=(on, cond))
            return ban if cond is None else with_op(ban, cond=cond)
    if subject is not None and b.verb == "lose" and kind == "continuous":
        return _traits_lost(args, subject, cond, lead)
    if subject is not None and b.verb == "lose" and b.form in (A.Form.FINAL, A.Form.CONTINUATIVE):
        lost = traits_all_lost(args, subject, kind, cond, lead)
        if lost is not None:
            return lost
    if (
        subject is not None
        and b.verb == "have"
        and b.form in (A.Form.NEGATIVE, A.Form.NEGATIVE_CONT)
        and args.get(A.Role.OBJECT) == A.NounPhrase((A.Word("color"),))
        and set(args) - {A.Role.TOPIC, A.Role.SUBJECT} <= {A.Role.OBJECT, A.Role.TIME}
    ):
        # 「そのターン中、そのキャラは色を持たず」: the card has no colour (2.4.1) for as long as
        # it says (8.2.1.2; a continuous ability's, while it applies)
        if kind == "continuous" and A.Role.TIME in args:
            raise Unsupported("a continuous ability with a duration")
        until = None if kind == "continuous" else _until(args.get(A.Role.TIME), kind)
        return ws_op("lose_colour", target=subject, until=until, cond=cond, lead=lead)
    if subject is not None and b.verb not in ("gain",):
        raise Unsupported(f"an effect whose subject is a card ({b.verb}.{b.form.value})")
    if (
        b.verb == "reveal"
        and b.form in (A.Form.CAUSATIVE, A.Form.CAUSATIVE_OPTIONAL)
        and not args
        and subject is None
    ):
        # 「相手の手札を見ずに1枚選び、公開させ(てよい)」: the card just chosen revealed by the player
        # whose card it is at the master's bidding — disclosed to both players as by 「公開する」
        # (the reveal below); させてよい: the master may have it done or not
        b = dataclasses.replace(
            b,
            form=A.Form.OPTIONAL if b.form is A.Form.CAUSATIVE_OPTIONAL else A.Form.FINAL,
        )
    optional = b.form is A.Form.OPTIONAL
    if b.form not in (
        A.Form.FINAL,
        A.Form.CONTINUATIVE,
        A.Form.TE,
        A.Form.OPTIONAL,
        A.Form.NOMINAL,
    ):
        raise Unsupported(f"a step in form {b.form.value}")
    if b.modal is not None:
        raise Unsupported(f"modal {b.modal}")
    base = {
        "optional": optional,
        "cond": cond,
        "lead": lead,
        "performer": performer,
        "own_topic": topic is not None,
    }
    v = b.verb
    turns = _extra_turns(args.get(A.Role.OBJECT)) if v == "gain" else None
    if turns is not None and subject is None and kind != "continuous":
        # 「あなたは追加の1ターンを得る」: the player gets an extra turn (11.2.1), taken after
        # the end phase, where the next turn starts (11.2.1, 6.8.1.5)
        sh_steps._only(args, {A.Role.OBJECT}, "an extra turn")
        return ws_op("extra_turn", n=turns, **base)
    if v in ("proceed", "finish") and subject is None and kind != "continuous":
        return _phase_move(v, args, base)
    if v == "stat_change":
        sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL, A.Role.TIME, A.Role.PER}, "a stat change")
        per = None
        per_value = _per_value(args[A.Role.PER]) if A.Role.PER in args else None
        if per_value is not None and x is None and b.amount is not None:
            # 「あなたのレベル1につき、…パワーを＋500」 / 「このカードのソウル1につき、…」: the amount
            # times that value — as 「＋Ｘ。Ｘは…×500に等しい」, worked out when it is read
            if b.amount.sign not in "+-" or b.amount.number.value is None:
                raise Unsupported("a stat change per a value, of this amount")
            x = dataclasses.replace(per_value, op="x", k=b.amount.number.value)
            b = dataclasses.replace(b, amount=A.Amount(b.amount.sign, A.Number(None, "X")))
            del args[A.Role.PER]
        per_traits = _per_traits(args[A.Role.PER]) if A.Role.PER in args else None
        if per_traits is not None:
            if kind != "continuous":
                raise Unsupported("a stat change per trait outside a continuous ability")
            del args[A.Role.PER]
        if A.Role.PER in args and _colours_of(args[A.Role.PER], per=True) is not None:
            # 「それらのカードの色1種類につき、…パワーを＋1000」: times the colours they have
            per = _per_cards(args.pop(A.Role.PER))
        if A.Role.PER in args and sel(args[A.Role.PER]).ref in ("chosen", *GROUP_REFS):
            # 「それらのカードのクライマックス1枚につき、…ソウルを＋1」: the amount times how many of
            # the cards just dealt with pass the filter (``_per_cards``, counted when it is done)
            per = _per_cards(args.pop(A.Role.PER))
        if A.Role.PER in args:
            per = sel(args[A.Role.PER])
            # 「このカードの後ろの / 前の / 隣のあなたのキャラ1枚につき」: the cards in the slots so
            # related to this card's (3.6.5, 3.6.4), counted as the others are
            near = per.ref in ("front", "behind", "adjacent") and per.zone in (None, "stage")
            if (
                (per.ref is not None and not near)
                or not per.count
                or per.count < 1
                or per.bound != "exact"
            ):
                raise Unsupported("a stat change per something other than cards")
            # 「…2枚につき」: in whole groups of that many (``Sel.every``)
            per = ws_sel(per, count=None, zone=per.zone or "stage", every=per.count)
        if lead == "instead" and not {A.Role.OBJECT, A.Role.GOAL} & set(args):
            # 「…パワーを＋2000。…なら、かわりに＋3000。」: the change it replaces names the
            # cards and the stat (``abilities._instead`` fills them in)
            who, stat = None, "implied"
        else:
            who, stat = _stat_only(args.get(A.Role.OBJECT))
        xdef = None
        if (
            b.amount is not None
            and b.amount.sign in "+-"
            and b.amount.number.value is None
            and b.amount.number.variable == "X"
        ):
            if x is None:
                raise Unsupported("an amount X that no sentence defines")
            xdef = x
        elif b.amount is None or b.amount.sign not in "+-" or b.amount.number.value is None:
            raise Unsupported("a stat change amount")
        if who is not None and A.Role.GOAL in args:
            raise Unsupported("a stat change with two targets")
        target = who or (sel(args[A.Role.GOAL]) if A.Role.GOAL in args else Sel(ref="implied"))
        amount = (b.amount.number.value or 1) * (1 if b.amount.sign == "+" else -1)
        d = args.get(A.Role.TIME)
        until: str | None
        if kind == "continuous" and _while_clause(d) is not None and who is not None:
            # 「このカードは、レベル1以上のキャラとバトルしている間、パワーを－1500」: the change
            # applies while the clause holds of the card whose value it changes — the condition
            # 「このカードがレベル1以上のキャラとバトルしているなら」 (a continuous ability's effect
            # applies while its condition holds, 8.1.1.3)
            obj = args[A.Role.OBJECT]
            held = _while_clause(d)
            assert held is not None and isinstance(obj, A.NounPhrase)
            subj = A.Arg(A.Role.SUBJECT, A.NounPhrase(obj.terms[:-1], obj.links[:-1]))
            cl = dataclasses.replace(held, args=(subj, *held.args))
            hold = condition(A.Condition(cl, "nara"))
            cond = hold if cond is None else Cond("and", parts=(hold, cond))
            base["cond"] = cond
            until = None
        elif kind == "continuous":
            during = _during(d)
            if during is not None:
                turn = Cond("turn", owner=during)
                cond = turn if cond is None else Cond("and", parts=(turn, cond))
                base["cond"] = cond
            until = None
        else:
            if d is None:
                until = "inherit"  # …パワーを＋1000し、ソウルを＋1: the duration said before it
            elif d == A.Duration("this_battle"):
                # 「そのバトル中、このカードのパワーを＋1000」: the battle is the front attack's
                # attack sub-phase, its attacker and defender the characters in it (7.2.1.5.1):
                # the change reaches a card only while it is in that battle, and ends with the
                # sub-phase (7.6.1.5) — no battle (a side or direct attack, 7.5.1.3), no change
                until = "battle"
                target = ws_sel(target, in_battle=True)
            elif not isinstance(d, A.Duration) or d.id not in DURATIONS:
                raise Unsupported(f"a stat change lasting {getattr(d, 'id', 'unstated')}")
            else:
                until = DURATIONS[d.id]
        if target.zone is None and target.ref is None:
            target = ws_sel(target, zone="stage")
        return ws_op(
            "stat",
            target=target,
            stat=stat,
            amount=amount,
            until=until,
            per=per,
            x=xdef,
            per_traits=per_traits,
            **base,
        )
    if v in ("gain", "give") and (
        b.form in (A.Form.FINAL, A.Form.CONTINUATIVE, A.Form.OPTIONAL)
        # 「このカードは《X》を得て、…」 in a continuous ability: the two effects hold together
        # (nothing is done in order, 8.1.1.3)
        or (b.form is A.Form.TE and kind == "continuous")
    ):
        if v == "give":
            # 「相手に1ダメージ与える」: the amount printed without を is the object (shared)
            args = sh_damage.amount_as_object(args)
        obj = args.get(A.Role.OBJECT)
        # 「Nダメージ」 / 「Nのダメージ」 / 「N点のダメージ」: the amount however printed (shared)
        dealt = sh_damage.dealt_amount(obj) if v == "give" else None
        same_damage = _same_damage(args) if v == "give" and kind != "continuous" else None
        if same_damage is not None:
            # 「(あなたは)相手に同じダメージを与える」: as much damage as the damage the trigger
            # named (its amount, 4.10.1), dealt by this card's ability (4.11.1.2)
            return ws_op(
                "damage", n=0, times=1, x=XDef("event_damage", Sel()), to=same_damage, **base
            )
        if (
            v == "give"
            and isinstance(obj, A.NounPhrase)
            and (obj.count is not None or dealt is not None)
            # 「次の3つの能力を与える」: a count of the quoted abilities, read below
            and _is_next_ability(obj) is None
        ):
            if dealt is None:
                raise Unsupported("giving something counted that is not damage")
            c = dealt
            if kind == "continuous":
                raise Unsupported("a continuous damage")
            sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL, A.Role.NONE}, "a damage")
            if A.Role.GOAL not in args and lead == "instead":
                # 「相手に1ダメージを与える。…なら、かわりに2ダメージを与える。」: the player the
                # damage it replaces is dealt to (``abilities._instead`` fills it in)
                base = {**base, "to": "implied"}
            else:
                g = args.get(A.Role.GOAL)
                if g == _EVERY_PLAYER or (
                    # 「すべてのプレイヤーに」
                    isinstance(g, A.NounPhrase)
                    and g.terms == (A.Count(None, "card", "all"), A.Owner("player"))
                ):
                    # 「自分と相手に1ダメージずつ与える」: to every player at once (4.12.2.7.3)
                    goal = Sel(owner="each")
                else:
                    goal = sel(args.get(A.Role.GOAL))
                if goal not in (Sel(owner="opponent"), Sel(owner="you"), Sel(owner="each")):
                    raise Unsupported("damage to someone other than a player (相手に / あなたに)")
                base = {**base, "to": goal.owner}
            if c.number is None or c.bound != "exact":
                raise Unsupported("a damage amount of this shape")
            if c.number.value is None and (c.number.variable != "X" or x is None):
                raise Unsupported("a damage amount given by a variable (X)")
            times = 1
            if A.Role.NONE in args:
                tn = args[A.Role.NONE]
                tc = tn.terms[0] if isinstance(tn, A.NounPhrase) and len(tn.terms) == 1 else None
                if not isinstance(tc, A.Count) or tc.unit != "times" or tc.number is None:
                    raise Unsupported("damage given a number of times that is not a count")
                if tc.number.value is None:
                    # 1ダメージをＸ回与える: X times, X worked out when it is dealt
                    if tc.number.variable != "X" or x is None or c.number.value is None:
                        raise Unsupported("damage given X times")
                    return ws_op("damage", n=c.number.value, times=0, x=x, **base)
                times = tc.number.value
            dx = x if c.number.value is None else None
            return ws_op("damage", n=c.number.value or 0, times=times, x=dx, **base)
        sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL, A.Role.TIME}, f"a {v}")
        icons = _icons_of(obj)
        if icons is not None:
            return _icon_grant(v, args, subject, kind, icons, base)
        named_icon = _labelled_icon(obj)
        if named_icon is not None and v == "gain":
            return _labelled_icon_gain(args, subject, kind, named_icon, base)
        abilities = _quoted(obj)
        traits: tuple[str, ...] = ()
        traits_from: Sel | None = None
        n_next = _is_next_ability(obj)
        if n_next is not None:
            if quoted is None or len(quoted) != n_next:
                raise Unsupported("次の能力 without the quoted abilities after it")
            abilities = quoted
        elif abilities is None:
            if (
                isinstance(obj, A.NounPhrase)
                and obj.terms
                and all(isinstance(t, A.Trait) for t in obj.terms)
                and all(link.rstrip("、") == "と" for link in obj.links)
            ):
                traits = tuple(t.text for t in obj.terms)  # type: ignore[union-attr]
            elif (
                isinstance(obj, A.NounPhrase)
                and len(obj.terms) > 1
                and obj.terms[-1] == A.Word("trait")
                and obj.links[-1] == "の"
                and kind == "continuous"
                and v == "gain"
            ):
                # 「このカードは他の舞台のキャラすべての特徴を得る」: every trait those cards have,
                # read each time the continuous effect is (8.9.1.2)
                traits_from = sel(A.NounPhrase(obj.terms[:-1], obj.links[:-1]))
            else:
                raise Unsupported(f"{v} of something other than abilities or traits")
        # 『…Ｘ以下…』Ｘは…に等しい: Ｘ is the giving effect's, fixed when it gives the ability
        fixed_x = bool(abilities) and free_x(abilities)
        if fixed_x and (x is None or kind == "continuous"):
            raise Unsupported("a given ability naming an Ｘ not defined when it is given")
        keys = grant_keys(abilities, x_fixed=fixed_x) if abilities else ()
        if v == "gain":
            if A.Role.GOAL in args or subject is None:
                raise Unsupported("gaining without a card that gains")
            target = subject
        else:
            target = sel(args[A.Role.GOAL]) if A.Role.GOAL in args else Sel(ref="implied")
            if target.zone is None and target.ref is None:
                target = ws_sel(target, zone="stage")
        until = (
            "inherit"  # …パワーを＋2000し、このカードは次の能力を得る: the duration said before it
            if kind != "continuous" and args.get(A.Role.TIME) is None
            else _until(args.get(A.Role.TIME), kind)
        )
        return ws_op(
            "grant",
            target=target,
            grants=keys,
            traits=traits,
            until=until,
            traits_from=traits_from,
            x=x if fixed_x else None,
            **base,
        )
    if v == "perform" and args.get(A.Role.OBJECT) == A.NounPhrase((A.Word("trigger_check"),)):
        return _trigger_checks(args, kind, base)
    src, obj, cnt = args.get(A.Role.SOURCE), args.get(A.Role.OBJECT), args.get(A.Role.NONE)
    if (
        v == "put"
        and isinstance(src, A.NounPhrase)
        and len(src.terms) == 1
        and isinstance(src.terms[0], A.Position)
        and src.terms[0].id in ("top", "bottom")
        and isinstance(obj, A.NounPhrase)
        and obj.terms
        and isinstance(obj.terms[-1], A.Zone)
        and obj.terms[-1].id == "deck"
        and isinstance(cnt, A.NounPhrase)
        and len(cnt.terms) == 1
        and isinstance(cnt.terms[0], A.Count)
    ):
        # 「山札を上から5枚、控え室に置く」 (the grammar folds 「上から5枚、」 into the clause): the
        # cards of 「山札の上から5枚を、控え室に置く」
        args[A.Role.SOURCE] = A.NounPhrase((*obj.terms, src.terms[0]), (*obj.links, "の"))
        args[A.Role.OBJECT] = cnt
        del args[A.Role.NONE]
    if kind == "continuous" and v == "choose" and b.form is A.Form.OPTIONAL:
        return _icon_choice_permitted(args, base)
    if kind == "continuous":
        raise Unsupported(f"a continuous {v}")
    per_cards = _per_cards(args.pop(A.Role.PER)) if A.Role.PER in args else None
    if per_cards is not None and v not in ("choose", "draw", "perform", "put", "return", "add"):
        raise Unsupported(f"…1枚につき with {v}")
    obj_q = args.get(A.Role.OBJECT)
    if (
        v == "perform"
        and isinstance(obj_q, A.NounPhrase)
        and len(obj_q.terms) == 1
        and isinstance(obj_q.terms[0], A.Quote)
        and len(obj_q.terms[0].abilities) == 1
    ):
        # 「『相手に1ダメージを与える。』を3回行う」: the action quoted in place, carried out as
        # 「次の行動を3回行う。『…』」 carries out the one after it
        quoted = obj_q.terms[0].abilities
        args[A.Role.OBJECT] = A.NounPhrase((A.Ref("next"), A.Word("action")), ("の",))
    if v == "perform" and _is_next_action(args.get(A.Role.OBJECT)):
        # 次の行動を(N回)行う(てよい)。『…』: the quoted action, carried out N times
        sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE}, "carrying out the next action")
        times = 1
        if A.Role.NONE in args:
            tn = args[A.Role.NONE]
            t0 = tn.terms[0] if isinstance(tn, A.NounPhrase) and len(tn.terms) == 1 else None
            if (
                not isinstance(t0, A.Count)
                or t0.unit != "times"
                or t0.bound != "exact"
                or t0.number is None
                or t0.number.value is None
            ):
                raise Unsupported("carrying out an action an open number of times")
            times = t0.number.value
        if quoted is None or len(quoted) != 1:
            raise Unsupported("carrying out the next action without the quoted action")
        from ruling.games._ws.cardtext.abilities import compile_ability  # (it reads this module)

        try:
            prog = compile_ability(quoted[0])
        except Unsupported as exc:
            raise Unsupported(f"an action the engine cannot run ({exc.reason})") from exc
        if prog.kind != "event" or prog.cond is not None:
            raise Unsupported("an action that is not a plain effect")
        from grammar.render import render_ability

        return ws_op(
            "repeat",
            options=((render_ability(quoted[0], "ws"), prog),),
            times=times,
            per=per_cards,
            **base,
        )
    if v == "flip":
        # 集中: 「自分の山札を一番上から指定枚数をめくり」 (10.7.1)
        sh_steps._only(args, {A.Role.SOURCE, A.Role.OBJECT}, "a flip")
        src = sel(args.get(A.Role.SOURCE))
        nb = sh_nouns.bare_count(args.get(A.Role.OBJECT))
        if src.zone != "deck" or src.pos != "top" or src.owner == "opponent" or nb is None:
            raise Unsupported("flipping something other than the top of your deck")
        if nb[0] is None or nb[1] != "exact":
            raise Unsupported("flipping an open number of cards")
        return ws_op("flip", n=nb[0], **base)
    goal = args.get(A.Role.GOAL)
    if (
        v == "do"
        and isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 1
        and goal.terms[0] in (A.Word("face_up"), A.Word("face_down"))
    ):
        # 「（マーカーを）表向きにし」 / 「裏向きにする」: the cards named (else those just chosen)
        # are turned to that face where they are (3.7.2, 3.7.2.1)
        sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL}, "turning cards face up or down")
        target = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="chosen")
        if target.ref not in ("this", "chosen"):
            raise Unsupported("turning cards that were not chosen face up or down")
        up = goal.terms[0] == A.Word("face_up")
        return ws_op("turn_face", target=target, face_up=up, **base)
    obj = args.get(A.Role.OBJECT)
    if (
        v == "do"
        and isinstance(obj, A.NounPhrase)
        and obj.terms
        and isinstance(obj.terms[-1], A.Stat)
        and isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 1
        and isinstance(goal.terms[0], A.Count)
        and goal.terms[0].unit == "none"
    ):
        # 「（そのターン中、）パワーを0にする」: the value becomes that number (a continuous effect
        # of a one-shot ability, applied in timestamp order among the others, 8.9.1.5)
        if kind == "continuous":
            raise Unsupported("a value set by a continuous ability")
        sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL, A.Role.TIME}, "a value set")
        who, stat = _stat_only(obj)
        num = goal.terms[0].number
        if stat not in ("power", "soul") or num is None or num.value is None:
            raise Unsupported("a value set of this shape")
        if goal.terms[0].bound != "exact":
            raise Unsupported("a value set to an open number")
        d = args.get(A.Role.TIME)
        if not isinstance(d, A.Duration) or d.id not in DURATIONS:
            raise Unsupported(f"a value set lasting {getattr(d, 'id', 'unstated')}")
        target = who or Sel(ref="implied")
        if target.zone is None and target.ref is None:
            target = ws_sel(target, zone="stage")
        return ws_op(
            "stat",
            target=target,
            stat=stat,
            amount=num.value,
            until=DURATIONS[d.id],
            stat_op="set",
            **base,
        )
    if v == "choose":
        sh_steps.count_as_object(args)
        joined_means = _described_with_de(args.get(A.Role.MEANS), args.get(A.Role.OBJECT))
        if joined_means is not None:
            args[A.Role.OBJECT] = joined_means
            del args[A.Role.MEANS]
        _source_of_relative(args)
        src, obj = args.get(A.Role.SOURCE), args.get(A.Role.OBJECT)
        if (
            isinstance(src, A.NounPhrase)
            and isinstance(obj, A.NounPhrase)
            and src.terms
            and isinstance(src.terms[-1], A.Zone)
            and all(isinstance(t, (A.Owner, A.Zone)) for t in src.terms)
            and not any(
                isinstance(t, (A.Owner, A.Zone))
                or (isinstance(t, A.Ref) and t.id not in _DESCRIBING_REFS)
                for t in obj.terms
            )
        ):
            # 「自分の控え室から、《X》のキャラを1枚まで選び」: the place they are chosen from, as
            # in 「自分の控え室の《X》のキャラ」
            args[A.Role.OBJECT] = A.NounPhrase(
                (*src.terms, *obj.terms), (*src.links, "の", *obj.links)
            )
            del args[A.Role.SOURCE]
        if (
            isinstance(src, A.NounPhrase)
            and len(src.terms) >= 2
            and isinstance(src.terms[-1], A.Position)
            and A.Role.NONE not in args
            and _is_count(obj)
        ):
            # 「自分のクロックの上から1枚を選び」: the pile and its end as the source, the count as
            # the object — the same choice as 「自分のクロックを上から1枚選び」
            args[A.Role.OBJECT] = A.NounPhrase(src.terms[:-1], src.links[:-1])
            args[A.Role.SOURCE] = A.NounPhrase((src.terms[-1],))
            args[A.Role.NONE] = obj
            obj = args[A.Role.OBJECT]
        end = _pile_end(args.get(A.Role.SOURCE), obj)
        if end is not None:
            del args[A.Role.SOURCE]
        sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE}, "a choice")
        # 「…を2枚まで選び、公開し、1枚選び」: no cards named — among the cards just chosen
        target = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="among_chosen")
        same_bound = next(
            (
                bd
                for bd in ("exact", "up_to")
                if args.get(A.Role.NONE)
                == A.NounPhrase((A.Count(A.Number(None, "X"), "card", bd),))
            ),
            None,
        )
        same_n = x is not None and x.op == "same" and same_bound is not None
        if same_n:
            # 「自分の手札を同じ枚数選び」: as many as the step before dealt with (``_same_number``),
            # worked out when the choice is made
            if ext(target, "stat_x") is not None or per_cards is not None or end is not None:
                raise Unsupported("同じ枚数 in a choice of this shape")
            if target.ref is not None or target.count is not None:
                raise Unsupported("a choice among referenced cards")
            # 「同じ枚数まで選び」: up to that many (8.6.3.1.1)
            return ws_op("choose", target=target, n=None, bound=same_bound, x=x, **base)
        xb = _x_count(args.get(A.Role.NONE))
        if (
            xb in ("exact", "up_to")
            and x is not None
            and ext(target, "stat_x") is None
            and per_cards is None
            and end is None
            and target.count is None
            and target.ref is None
        ):
            # 「相手の控え室のカードをＸ枚まで選び…。Ｘは…に等しい」: how many is Ｘ, worked out
            # when the choice is made (8.6.3, 8.6.3.1.1)
            return ws_op("choose", target=target, n=None, bound=xb, x=x, **base)
        nb = sh_nouns.bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else None
        if (
            nb is None
            and target.bound == "all"
            and target.ref is None
            and target.count is None
            and ext(target, "stat_x") is None
            and per_cards is None
            and end is None
            and x is None
        ):
            # 「相手のキャラすべてを選び」: every card the words name that can be chosen (8.6.3),
            # no number to pick — the master has no choice to make
            return ws_op("choose", target=target, n=None, bound="all", **base)
        if nb is None and target == Sel(ref="chosen") and A.Role.NONE not in args:
            # 「（他のあなたのキャラがアタックした時、）あなたはそのキャラを選び、…」: the one card
            # そのキャラ names (the trigger's card, ``sentences._antecedents``) is the choice
            return ws_op("choose", target=target, n=1, bound="exact", **base)
        if (
            nb is None
            and A.Role.NONE not in args
            and target.ref
            in ("facing", "front", "behind", "battle_opponent", "chosen_battle_opponent")
            and target.count is None
            and target.bound != "all"
        ):
            # 「あなたはこのカードの正面のキャラを選び、…」: the card in that one slot (3.6.5) or
            # this card's battle opponent (7.2.1.5.1) — one card, named by its place
            return ws_op("choose", target=target, n=1, bound="exact", **base)
        omitted = False
        if (
            nb is None
            and A.Role.NONE not in args
            and target.count is None
            and target.bound not in ("all", "any")
            and ext(target, "stat_x") is None
            and x is None
            and end is None
            and per_cards is None
        ):
            # 「相手のキャラを選び」: no number printed — one target, as 「…を1枚選び」 (8.6.3; the
            # rules give no number for it: the audit's omitted_choice_count, raised on the board)
            nb, omitted = (1, "exact"), True
        if (
            nb == (None, "any")
            and target.ref is None
            and target.count is None
            and ext(target, "stat_x") is None
            and end is None
            and per_cards is None
        ):
            # 「自分の手札を好きな枚数選び」 (「望む枚数」, 「任意の枚数」): as many as the master
            # picks, none to every card the words name (8.6.3; no number is given, so 8.6.3.1's
            # duty to reach one does not apply)
            return ws_op("choose", target=target, n=None, bound="any", **base)
        if nb is None or nb[0] is None or target.count is not None:
            raise Unsupported("a choice without a count")
        if target.ref == "chosen":
            # 「それらのカードの《X》のキャラを1枚まで選び」 / 「相手はそれらのキャラを1枚選び」:
            # among the cards the step before dealt with (the sequence checks that one chose or
            # revealed them)
            target = ws_sel(target, ref="among_chosen")
        if target.ref not in (
            None,
            "among_chosen",
            "among_looked",
            *GROUP_REFS,
            "facing",
            "front",
            "behind",
            "adjacent",
            "battle_opponent",
            "chosen_battle_opponent",
        ):
            # 「このカードの正面のキャラを1枚選び」: the card in that place, if it passes the filters
            # (what the reference names is the one candidate)
            raise Unsupported("a choice among referenced cards")
        if ext(target, "stat_x") is not None and x is None:
            raise Unsupported("a stat filter with a variable or unknown stat")
        if end is not None:
            # 「自分の山札を上から1枚選び」: the cards chosen are the N at that end of the pile
            # (a pile's cards lie one on another, 3.1.5), as many as it holds
            if nb[1] != "exact" or target != ws_sel(owner=target.owner, zone=target.zone):
                raise Unsupported("a choice from one end of a pile of this shape")
            target = ws_sel(owner=target.owner or "you", zone=target.zone, pos=end, count=nb[0])
        return ws_op(
            "choose",
            target=target,
            n=nb[0],
            bound=nb[1],
            per=per_cards,
            x=x if ext(target, "stat_x") is not None else None,
            count_omitted=omitted,
            **base,
        )
    if (
        v == "move"
        and isinstance(args.get(A.Role.GOAL), A.NounPhrase)
        and args[A.Role.GOAL].terms[-1:] == (A.Zone("slot"),)
    ):
        # 「このカードを後列の空いている枠に移動する」 / 「…後列の好きな枠に移動する」: 移動する into
        # a slot is the move between slots 動かす names (6.5.1.2.4 calls it 移動)
        v = "move_to"
    if v == "move_to" and A.Role.GOAL in args:
        # このカードを前列のキャラのいない枠に動かす: a character moved from its slot to another
        slot_dest, hoisted = _slot_goal(args[A.Role.GOAL])
        sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL}, "a move to a slot")
        if slot_dest is None or not slot_dest.startswith(
            ("empty:", "empty_opp:", "any:", "other:", "empty_facing:", "was", "near")
        ):
            raise Unsupported("a move to a slot of this shape")
        if slot_dest.startswith("was") and slot_dest not in ("was", "was_left"):
            raise Unsupported("a move to a slot of this shape")
        if hoisted is not None:
            if A.Role.OBJECT in args:
                raise Unsupported("a move to a slot with two objects")
            args[A.Role.OBJECT] = hoisted
        target = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="chosen")
        if target.ref not in ("this", "chosen"):
            raise Unsupported("moving characters that were not chosen")
        # a character moves within its master's stage: 「相手の舞台の…枠」 fits the opponent's ones
        return ws_op(
            "move_slot", target=target, dest=slot_dest.replace("empty_opp:", "empty:"), **base
        )
    alt_dest: str | None = None
    goal = args.get(A.Role.GOAL)
    if v == "put" and isinstance(goal, A.NounPhrase) and "か" in goal.links:
        # 山札の上か控え室に置く / 山札の上か下か控え室に置く: two or more destinations, the master
        # picks one (``alt_dest``: the others, joined by |)
        cuts = [i + 1 for i, link in enumerate(goal.links) if link == "か"]
        bounds = [0, *cuts, len(goal.terms)]
        parts = [
            A.NounPhrase(goal.terms[a:b], goal.links[a : b - 1])
            for a, b in zip(bounds, bounds[1:], strict=False)
        ]
        first, alts = parts[0], []
        for second in parts[1:]:
            if len(second.terms) == 1 and isinstance(second.terms[0], A.Position):
                # 山札の上か下に置く: the same zone, the other end
                # (ストック置場の上か下に: the stock's ends, 4.12.2.8 pays from its top)
                zone = sel(first).zone
                end = second.terms[0].id
                if zone not in ("deck", "stock") or end not in ("top", "bottom"):
                    raise Unsupported("two destinations of this shape")
                alts.append(f"{zone}@{end}")
            elif (
                len(second.terms) == 2
                and isinstance(second.terms[0], A.Zone)
                and isinstance(second.terms[1], A.Position)
                and second.links == ("の",)
            ):
                # 控え室か山札の上に置く: the other destination an end of a pile, in either order
                zone = sel(A.NounPhrase(second.terms[:1])).zone
                end = second.terms[1].id
                if zone not in ("deck", "stock") or end not in ("top", "bottom"):
                    raise Unsupported("two destinations of this shape")
                alts.append(f"{zone}@{end}")
            else:
                alt = sel(second)
                if alt.zone is None or alt != ws_sel(zone=alt.zone) or alt.zone in ("stage",):
                    raise Unsupported("two destinations of this shape")
                alts.append(alt.zone)
        if len(set(alts)) != len(alts):
            raise Unsupported("two destinations of this shape")
        alt_dest = "|".join(alts)
        args[A.Role.GOAL] = first
    if v == "put" and (bare := bare_stage_goal(args.get(A.Role.GOAL))) is not None:
        # 「…を1枚選び、舞台に置く」 / 「…前列に置く」: into a slot of it, as 「…の好きな枠に置く」
        args[A.Role.GOAL] = bare
    if v == "put" and A.Role.GOAL in args:
        slot_dest, hoisted = _slot_goal(args[A.Role.GOAL])
        if slot_dest is not None and slot_dest.startswith(("empty_opp:", "any_opp:")):
            # 「相手の控え室のキャラを1枚選び、相手の舞台の好きな枠に置く」: a card goes to its
            # owner's stage (3.1.6), so the opponent's card to the opponent's slot as any card
            # would; whose the card is is checked when the step is done (``op_to_slot``)
            slot_dest = slot_dest.replace("_opp:", ":")
            base = {**base, "dest_owner": "opponent"}
        if slot_dest is not None and slot_dest.startswith("other:"):
            # 「…を舞台の別の枠に置く」: another slot than the one the card is in — a card of the
            # stage put anew, not a move (3.6.3), which the engine does not run yet
            raise Unsupported("putting a card into another slot")
        if slot_dest is not None:
            rested = args.pop(A.Role.MEANS, None)
            if rested is not None and rested != _rested():
                raise Unsupported("a put into a slot by this means")
            role = None
            if args.get(A.Role.NONE) == _AS_DEFENDER:
                # 「このカードがいた枠に防御キャラとして置く」: the card put there becomes the
                # defending character of the attack (7.2.1.5.1)
                del args[A.Role.NONE]
                role = "defender"
            src, cnt = args.get(A.Role.SOURCE), args.get(A.Role.OBJECT)
            if (
                isinstance(src, A.NounPhrase)
                and isinstance(cnt, A.NounPhrase)
                and len(src.terms) >= 2
                and isinstance(src.terms[-1], A.Position)
                and src.terms[-1].id in ("top", "very_top", "bottom")
                and len(cnt.terms) == 1
                and isinstance(cnt.terms[0], A.Count)
            ):
                # 「自分の山札の上から1枚を、舞台の好きな枠に置く」: the cards at that end of the
                # pile (3.2.3), named by their place — 「山札の上の1枚を」
                args[A.Role.OBJECT] = A.NounPhrase((*src.terms, *cnt.terms), (*src.links, "の"))
                del args[A.Role.SOURCE]
            sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL}, "a put into a slot")
            if hoisted is not None:
                if A.Role.OBJECT in args:
                    raise Unsupported("a put into a slot with two objects")
                args[A.Role.OBJECT] = hoisted
            target = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="chosen")
            pile_end = (
                target.ref is None
                and target.zone in ("deck", "clock", "stock")
                and target.pos in ("top", "bottom")
                and target.count is not None
                and target.bound == "exact"
                and target
                == ws_sel(
                    owner=target.owner, zones=(target.zone,), pos=target.pos, count=target.count
                )
            )
            if target.ref is None and not pile_end:
                raise Unsupported("putting cards that were not chosen into a slot")
            if target.ref is None and slot_dest == "was_left":
                # 「自分の山札の上から1枚を、そのキャラがいた枠に置く」: the cards at that end of the
                # deck (3.1.5) are named by their place; そのキャラ is the card an earlier step moved
                # off the stage, whichever card is on the deck now (``was_moved``: it may be that
                # very card, put on the deck)
                slot_dest = "was_moved"
            if slot_dest == "original":
                # 「このカードを元の枠に」 is 「このカードがいた枠に」; 「そのキャラを元の枠に」 the slot
                # that card left
                if target == Sel(ref="this"):
                    slot_dest = "was"
                elif target.ref in ("chosen", "chosen_last") and target == Sel(ref=target.ref):
                    slot_dest = "was_target"
                else:
                    raise Unsupported("元の枠 of cards of this description")
            how = "rest" if rested is not None else None
            return ws_op(
                "to_slot", target=target, dest=slot_dest, orientation=how, role=role, **base
            )
    if v == "return" and args.get(A.Role.GOAL) == A.NounPhrase((A.Word("original"),)):
        # 「（山札の上から1枚を見る / 公開する。…。）そうでないなら、元に戻す」: the card looked at
        # or revealed is put back where it was — a look or a reveal moves no card (4.8.1,
        # 4.9.1), so it stays there (``_in_context`` checks one was looked at or revealed)
        sh_steps._only(args, {A.Role.GOAL, A.Role.OBJECT}, "putting back")
        back = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="chosen")
        if back not in (
            Sel(ref="chosen"),
            Sel(ref="revealed_by_effect"),
            Sel(ref="revealed_by_effect", kinds=("card",)),
        ):
            # 「公開したカードを元に戻す」 / 「公開されたカードを…」: the cards this effect
            # revealed, all of them
            raise Unsupported("putting back cards of this shape")
        if back == Sel(ref="chosen"):
            back = Sel(ref="chosen")  # 「そのカードを元に戻す」: the cards just dealt with
        return ws_op("put_back", target=back, **base)
    if (as_marker is not None) != (
        isinstance(args.get(A.Role.GOAL), A.NounPhrase)
        and sel(args.get(A.Role.GOAL))
        in (
            ws_sel(zones=("under_this",)),
            ws_sel(zones=("under_chosen",)),
            ws_sel(zones=("under_chosen_on_stage",)),
        )
        or (
            isinstance(args.get(A.Role.GOAL), A.NounPhrase)
            and sel(args.get(A.Role.GOAL)).zone == "under_described"
        )
    ):
        raise Unsupported("markers put somewhere other than under a card")
    any_order = same_order = False
    if v == "put" and A.Role.MEANS in args:
        means = args.pop(A.Role.MEANS)
        if means == A.NounPhrase((A.Word("original"), A.Word("order")), ("の",)):
            same_order = True  # 元の順番で
        elif means != A.NounPhrase((A.Word("favourite"), A.Word("order")), ("",)):
            raise Unsupported("a put with means")
        else:
            any_order = True  # 好きな順番で
    face_down = False
    if v == "do" and args.get(A.Role.MEANS) == A.NounPhrase((A.Word("face_down"),)):
        del args[A.Role.MEANS]
        face_down = True  # 「裏向きで思い出にする」 (3.12.2.1: else face up)
    with_this = False
    if (
        v == "put"
        and as_marker is not None
        and A.Role.WITH in args
        and A.Role.OBJECT in args
        and sel(args[A.Role.WITH]) == Sel(ref="this")
    ):
        # 「このカードとこのカードのマーカーすべてを、そのキャラの下にマーカーとして置く」 (継承,
        # 10.18.1 「自身や自身のマーカーをマーカーとして移動する」): this card and the cards the object
        # names, put there at once (checked below: its markers, under the character chosen)
        del args[A.Role.WITH]
        with_this = True
        base = {**base, "with_this": True}
    if v in ("put", "return", "add", "do"):
        sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE, A.Role.GOAL, A.Role.SOURCE}, f"a {v}")
        dest = sel(args.get(A.Role.GOAL))
        if (
            dest.ref
            or dest.kind
            or dest.traits
            or dest.traits_any
            or dest.names
            or dest.count is not None
        ):
            raise Unsupported("a destination that is not a zone")
        if dest.zone in (None, "stage", "front_row", "back_row"):
            raise Unsupported(f"putting cards into {dest.zone}")
        if dest.owner == "opponent":
            # 「相手の手札を見てクライマックスを1枚まで選び、相手のクライマックス置場に置く」: the
            # opponent's cards into the opponent's zone (3.1.6); whose the cards are is checked
            # when the step is done (``op_move``)
            base = {**base, "dest_owner": "opponent"}
        elif dest.owner == "you":
            # 「相手の後列のキャラを1枚選び、あなたのストック置場に置く」: the zone's player named,
            # so not its owner's by 3.1.6 (「属するプレイヤーが指定されていない」 only): the master's
            base = {**base, "dest_owner": "you"}
        pos = dest.pos or "top"
        xb = _x_count(args.get(A.Role.OBJECT)) or _x_count(args.get(A.Role.NONE))
        if A.Role.SOURCE in args and xb is not None and x is not None:
            # 山札の下からＸ枚を、控え室に置く: how many is worked out when the step is done
            src = sel(args[A.Role.SOURCE])
            # (or the stock's / the clock's: a pile taken from one end, as a fixed count is)
            if (
                src.pos not in ("top", "bottom")
                or src.zone not in ("deck", "clock", "stock")
                or xb != "exact"
            ):
                raise Unsupported("moving Ｘ cards from this source")
            if any_order or alt_dest is not None or as_marker is not None:
                raise Unsupported("moving Ｘ cards in this way")
            target = ws_sel(owner=src.owner or "you", zones=(src.zone,), pos=src.pos, bound="exact")
            return ws_op("move", target=target, dest=dest.zone, dest_pos=pos, x=x, **base)
        if A.Role.SOURCE in args:
            src = sel(args[A.Role.SOURCE])
            nb = sh_nouns.bare_count(args.get(A.Role.OBJECT)) or sh_nouns.bare_count(
                args.get(A.Role.NONE)
            )
            if (
                src.pos not in ("top", "bottom")
                or src.zone not in ("deck", "clock", "stock")
                or nb is None
            ):
                raise Unsupported("moving cards from this source")
            if nb[1] not in ("exact", "up_to") or nb[0] is None:
                raise Unsupported("moving an open number of cards from the top or bottom")
            target = ws_sel(
                owner=src.owner or "you", zone=src.zone, pos=src.pos, count=nb[0], bound=nb[1]
            )
        else:
            if A.Role.OBJECT in args:
                target = sel(args[A.Role.OBJECT])
                if target == ws_sel(kinds=("card",)) and A.Role.NONE not in args:
                    # 「山札を上から3枚まで見て、カードを好きな順番で山札の上に置く」: 「カード」 with no
                    # count, place or filter is the cards of the look before (``_in_context``)
                    target = Sel(ref="looked_bare")
            else:
                target = Sel(ref="chosen")
            nb = sh_nouns.bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else None
            if (
                nb is not None
                and nb[0] is not None
                and nb[1] == "exact"
                and target == ws_sel(zones=("under_this",), kinds=("marker",))
            ):
                # 「このカードの下のマーカーを1枚…」: markers leave their zone from the top (3.7.2)
                target = ws_sel(zones=("under_this",), kinds=("marker",), pos="top", count=nb[0])
            elif (
                nb is not None
                and nb[0] is not None
                and nb[1] == "exact"
                and target.zone == "stock"
                and target == ws_sel(owner=target.owner, zones=("stock",))
            ):
                # 「自分のストックを1枚控え室に置く」: cards leave the stock from the top, one by one
                # (3.10.2) — the stock a cost of (1) takes (8.4.3)
                target = ws_sel(
                    owner=target.owner or "you", zone="stock", pos="top", count=nb[0], bound="exact"
                )
            elif A.Role.NONE in args:
                raise Unsupported("a move with a floating count")
            if (
                target.ref is None
                and target.zone is None
                and target.kind == "character"
                and target.bound == "all"
            ):
                # 「相手のキャラすべてを、…」: characters, no zone named, are those on the stage
                # (2.3.2.1.2)
                target = ws_sel(target, zone="stage", unnamed_zone=True)
            if (
                target.ref is None
                and target.bound == "all"
                and target.zone in ("stage", "front_row", "back_row")
                and target.kind == "character"
                and target.pos is None
                and (not any_order or dest.zone == "under_this")
                and alt_dest is None
            ):
                # 相手の前列のキャラすべてを、手札に戻す: every character there that passes the
                # filters, off the stage at once (8.7.4.1.2); 「他の自分のキャラすべてを、このカードの
                # 下にマーカーとして好きな順番で置く」: in the order the master picks (3.7.2.2)
                pass
            elif target.zone in ("under_this", "stock") and target.pos == "top" and target.count:
                pass  # このカードの下のマーカーを1枚 / 自分のストックを1枚 (above)
            elif (
                target.zone in ("under_this", "under_described", "under_chosen")
                and target.kind == "marker"
                and target.bound == "all"
                and target.ref is None
                and target.pos is None
                and not any_order
                and alt_dest is None
            ):
                # 「このカードの下のマーカーすべてを、控え室に置く」: every marker in this card's
                # slot's marker zone (3.7.1), those that pass the filters; 「自分の「X」の下のマーカー
                # をすべて」: every marker under each character described (3.7.1, 3.7.4);
                # 「そのキャラの下のマーカーをすべて」: under the one character chosen (3.7.1)
                pass
            elif target.ref is None and not (
                # 控え室のカードすべてを、山札に戻す: every card of a zone that passes the filters
                # (「手札とストックをすべて」: of each zone joined by と)
                target.bound == "all"
                and target.zone is not None
                and all(z in ALL_OF_ZONES for z in target.zone.split("|"))
                and target.pos is None
            ):
                raise Unsupported("moving cards that were not chosen")
        if with_this and (
            dest.zone != "under_chosen"
            or target != ws_sel(zones=("under_this",), kinds=("marker",), bound="all")
            or any_order
            or alt_dest is not None
        ):
            raise Unsupported("this card put with other cards, of this shape")
        if v == "do" and dest.zone != "memory":
            raise Unsupported("する with a destination other than memory")
        if dest.zone == "under_chosen_on_stage" and (
            target.ref != "chosen" or any_order or alt_dest
        ):
            # 「…を1枚選び、その舞台のキャラの下にマーカーとして置く」 only
            raise Unsupported("markers under the character chosen before, of this shape")
        if dest.zone == "under_chosen" and dest.said is None and target.ref == "chosen":
            # 「…キャラを1枚選び、その下にマーカーとして置く」: 「その」 is the card just dealt with,
            # and so are the cards put (unsaid, or 「それら」) — not a card under itself (3.7.1); the
            # card meant is one named before, which the step does not track: refused
            # (「そのキャラの下に」 names a character: the one on the stage chosen before, below)
            raise Unsupported("cards put under the card just dealt with")
        if (
            dest.zone == "under_chosen"
            and target.ref == "chosen"
            and not any_order
            and not alt_dest
        ):
            # 「自分のキャラを1枚選び、控え室のキャラを2枚まで選び、そのキャラの下にマーカーとして置く」:
            # the cards put are the ones just chosen, so 「そのキャラ」 they go under is another —
            # the character on the stage this effect chose before (a card does not go under
            # itself; a marker zone is a slot's, 3.7.1)
            dest = ws_sel(zones=("under_chosen_on_stage",))
        if dest.zone == "under_described":
            # 「控え室のキャラを1枚選び、自分のキャラの下にマーカーとして置く」: under one of the
            # characters described (``OP_KEYS`` host), the cards just chosen or this card
            if target.ref not in ("chosen", "this") or any_order or alt_dest or dest.on is None:
                raise Unsupported("markers under a character described, of this shape")
            base = {**base, "host": dest.on}
        if dest.zone == "under_chosen" and (
            (target.ref != "this" and target.zone != "under_this") or any_order or alt_dest
        ):
            # 「このカードをそのキャラの下にマーカーとして置く」 only
            raise Unsupported("markers under another card of this shape")
        if any_order and dest.zone not in ("deck", "stock", "clock", "waiting_room", "under_this"):
            raise Unsupported("an order chosen in this zone")
        if same_order and (dest.zone != "deck" or target.ref != "chosen" or alt_dest is not None):
            raise Unsupported("cards put back in their order somewhere else")
        if alt_dest is not None and (
            dest.zone in ("stage",)
            or (
                any_order
                and any("@" not in a or a.split("@")[0] != dest.zone for a in alt_dest.split("|"))
            )
        ):
            # 「好きな順番で山札の上か下に置く」: one end of the pile picked for them all (the
            # place is 「山札の上か下」), in the order the master picks; an order into one of two
            # zones is refused
            raise Unsupported("two destinations of this shape")
        if per_cards is not None and (
            target.ref is not None
            or target.pos not in ("top", "bottom")
            or not target.count
            or target.bound != "exact"
            or alt_dest is not None
        ):
            # 「それらのカードのCX1枚につき、あなたは自分の山札の上から1枚を、ストック置場に置く」:
            # so many cards of a pile's end for each (``op_move``); a per on chosen cards refused
            raise Unsupported(f"…1枚につき with {v}")
        return ws_op(
            "move",
            target=target,
            per=per_cards,
            dest=dest.zone,
            dest_pos=pos,
            any_order=any_order,
            same_order=same_order,
            alt_dest=alt_dest,
            face_up=False if face_down else as_marker[1] if as_marker is not None else None,
            **base,
        )
    if v == "declare":
        # 「相手は0か1か2か3を宣言する」: the performer declares one of the numbers printed
        if args.get(A.Role.OBJECT) == _LEVEL and args.get(A.Role.NONE) == _ONE_ITEM:
            # 「あなたはレベルを1つ宣言し」: any level — the levels cards are printed with (2.7.1:
            # 0 to 3) and one no card is printed with (``numbers`` -1: matches none)
            args = {k: a for k, a in args.items() if k is not A.Role.NONE}
            sh_steps._only(args, {A.Role.OBJECT}, "a declaration")
            return ws_op("declare", numbers=(0, 1, 2, 3, -1), **base)
        sh_steps._only(args, {A.Role.OBJECT}, "a declaration")
        numbers = _declared_numbers(args.get(A.Role.OBJECT))
        if numbers is None:
            raise Unsupported("declaring something other than numbers printed")
        return ws_op("declare", numbers=numbers, **base)
    if v == "draw":
        if A.Role.SOURCE in args:
            # 「あなたは自分の山札から1枚引く」: a draw is from the top of the performer's own deck
            # (4.7.1); the deck said restates it. Another place (控え室から…引く) is no draw
            src = sel(args[A.Role.SOURCE])
            if src != ws_sel(owner=src.owner, zones=("deck",)) or src.owner == "opponent":
                raise Unsupported("a draw from somewhere other than the performer's deck")
            args = {k: a for k, a in args.items() if k is not A.Role.SOURCE}
        sh_steps._only(args, {A.Role.NONE, A.Role.OBJECT}, "a draw")
        args = {k: _more_count(a) for k, a in args.items()}
        xb = _x_count(args.get(A.Role.NONE)) or _x_count(args.get(A.Role.OBJECT))
        if xb in ("exact", "up_to") and x is not None and per_cards is None:
            # 「Ｘ枚(まで)引く。Ｘは…に等しい」: how many is worked out when the step is done
            return ws_op("draw", n=0, bound=xb, x=x, **base)
        nb = sh_nouns.bare_count(args.get(A.Role.NONE) or args.get(A.Role.OBJECT))
        if nb is None or nb[0] is None:
            raise Unsupported("a draw without a count")
        return ws_op("draw", n=nb[0], bound=nb[1], per=per_cards, **base)
    if v in ("pay", "pay_out"):  # 払う / 支払う
        sh_steps._only(args, {A.Role.OBJECT}, "a payment")
        o = args.get(A.Role.OBJECT)
        if (
            isinstance(o, A.NounPhrase)
            and len(o.terms) == 1
            and isinstance(o.terms[0], A.Count)
            and o.terms[0].unit == "paren"
            and o.terms[0].bound == "exact"
            and isinstance(o.terms[0].number, A.Number)
        ):
            # 「(1)を払ってよい」 in an effect: so many of the performer's stock cards into the
            # waiting room (8.4.3), paid as a cost is (its own cost, not the ability's)
            return ws_op("pay_cost", cost=(CostItem("stock", n=o.terms[0].number.value),), **base)
        if not (
            isinstance(o, A.NounPhrase)
            and len(o.terms) == 1
            and isinstance(o.terms[0], A.Stat)
            and o.terms[0].id == "cost"
        ):
            raise Unsupported("paying something other than the ability's cost")
        return ws_op("pay_cost", **base)
    if v in ("rest", "stand", "reverse"):
        sh_steps._only(args, {A.Role.OBJECT}, f"a {v}")
        target = _target(args, A.Role.OBJECT)
        if (
            target.ref is None
            and target.bound == "all"
            and target.count is None
            and target.kind == "character"
            and target.zone in (None, "stage", "front_row", "back_row")
            and target.pos is None
        ):
            # 「相手のキャラすべてを【レスト】する」: every character there that passes the filters,
            # each turned (a card already in that state is not, 1.3.2.1)
            target = ws_sel(target, zone=target.zone or "stage")
        elif target.ref is None:
            raise Unsupported(f"{v} of cards that were not chosen")
        return ws_op("orient", target=target, orientation=v, **base)
    if v == "shuffle":
        sh_steps._only(args, {A.Role.OBJECT}, "a shuffle")
        o = args.get(A.Role.OBJECT)
        ok = isinstance(o, A.NounPhrase) and (
            o.terms in ((A.Ref("that_deck"),),)
            or (
                len(o.terms) == 2
                and o.terms[1] == A.Zone("deck")
                and isinstance(o.terms[0], A.Owner)
            )
        )
        if isinstance(o, A.NounPhrase) and (
            (
                len(o.terms) == 2
                and isinstance(o.terms[0], A.Owner)
                and o.terms[0].who in ("you", "self")
                and isinstance(o.terms[1], A.Zone)
                and o.terms[1].id == "stock"
            )
            or (
                len(o.terms) == 2
                and o.terms[0] == A.Ref("that")
                and isinstance(o.terms[1], A.Zone)
                and o.terms[1].id == "stock"
            )
        ):
            # 「自分のストックをシャッフルする」 / 「(自分のストックを見て、)そのストックを」: the
            # master's stock, its order made random (3.10.2 forbids it; the text wins, 1.3.1)
            return ws_op("shuffle", target=ws_sel(owner="you", zones=("stock",)), **base)
        if o == A.NounPhrase((A.Ref("those_decks"),)):
            # それらの山札をシャッフルする: the decks every player just put cards into
            return ws_op("shuffle", **{**base, "performer": "all"})
        if not ok:
            raise Unsupported("shuffling something other than your deck")
        if o == A.NounPhrase((A.Ref("that_deck"),)):
            return ws_op("shuffle", target=Sel(ref="that_deck"), **base)  # その山札
        return ws_op("shuffle", **base)
    if v == "look":
        sh_steps._only(args, {A.Role.OBJECT, A.Role.SOURCE, A.Role.NONE}, "a look")
        src0, obj0 = args.get(A.Role.SOURCE), args.get(A.Role.OBJECT)
        if obj0 is None and _is_count(args.get(A.Role.NONE)):
            # 「自分の山札の上から3枚まで見て」: the count (まで) typed apart from an object
            obj0 = args.pop(A.Role.NONE)
        if (
            A.Role.NONE not in args
            and isinstance(src0, A.NounPhrase)
            and isinstance(obj0, A.NounPhrase)
            and len(src0.terms) >= 2
            and isinstance(src0.terms[-1], A.Position)
            and src0.terms[-1].id in ("top", "very_top", "bottom")
            and isinstance(src0.terms[-2], A.Zone)
            and ZONES.get(src0.terms[-2].id) in LOOKED_PILES
            and src0.links[-1] == "の"
            and sh_nouns.bare_count(obj0) is not None
        ):
            # 「自分の山札の上から1枚を見て」 is 「自分の山札を上から1枚見て」: the deck looked at,
            # the end, and how many; 「一番上から」 is the same end as 「上から」 (4.8.1, 3.2.3.3
            # 「山札の一番上から5枚のカードを見る」: the count before the plain noun カード, and no
            # owner: the master's deck, whose master looks, 8.6.5)
            end = "bottom" if src0.terms[-1].id == "bottom" else "top"
            args[A.Role.OBJECT] = A.NounPhrase(src0.terms[:-1], src0.links[:-1])
            args[A.Role.SOURCE] = A.NounPhrase((A.Position(end),))
            args[A.Role.NONE] = A.NounPhrase(
                (next(t for t in obj0.terms if isinstance(t, A.Count)),)
            )
        deck = sel(args.get(A.Role.OBJECT))
        if deck == ws_sel(owner="opponent", zones=("hand",)) and set(args) == {A.Role.OBJECT}:
            # 「相手の手札を見る」: the master sees the cards of a zone hidden from them (3.3.2);
            # nothing moves
            return ws_op("look_zone", target=deck, **base)
        if (
            set(args) == {A.Role.OBJECT}
            and deck.zone in PUBLIC_LOOKED
            and deck.owner in (None, "you", "opponent")
            and dataclasses.replace(deck, owner=None)
            in (ws_sel(zones=(deck.zone,)), ws_sel(zones=(deck.zone,), bound="all"))
        ):
            # 「自分のクロックを見る」 / 「相手の思い出置場を見る」: a whole public zone (3.4.2, 3.8.2,
            # 3.9.2, 3.11.2, 3.12.2: any player may see it) looked at; nothing moves
            return ws_op(
                "look_zone", target=ws_sel(owner=deck.owner or "you", zones=(deck.zone,)), **base
            )
        if deck in (
            ws_sel(owner="you", zones=("stock",)),
            ws_sel(owner="you", zones=("stock",), bound="all"),
        ):
            if set(args) == {A.Role.OBJECT}:
                # 「自分のストック(すべて)を見る」: the stock no player sees (3.10.2), seen by its
                # owner because the text says so (1.3.1); nothing moves
                return ws_op("look_zone", target=ws_sel(owner="you", zones=("stock",)), **base)
        if (
            deck.zone in LOOKED_PILES
            and deck.zone != "deck"
            and not deck.ref
            and set(args) == {A.Role.OBJECT, A.Role.SOURCE, A.Role.NONE}
        ):
            # 「自分のストックを上から1枚見る」 / 「クロックの下から2枚を見て」: another ordered pile
            # looked at from an end as the deck is (4.8.1; the stock no player sees, 3.10.2, is
            # seen by its owner because the text says so, 1.3.1); nothing moves
            src = args[A.Role.SOURCE]
            nb = sh_nouns.bare_count(args.get(A.Role.NONE))
            end = (
                src.terms[0].id
                if isinstance(src, A.NounPhrase)
                and len(src.terms) == 1
                and isinstance(src.terms[0], A.Position)
                else None
            )
            if end not in ("top", "very_top", "bottom") or nb is None or nb[0] is None:
                raise Unsupported("looking at a pile in this way")
            if nb[1] != "exact":
                raise Unsupported("looking at a pile in this way")
            return ws_op(
                "look_top",
                target=ws_sel(
                    owner=deck.owner or "you",
                    zones=(deck.zone,),
                    pos="bottom" if end == "bottom" else "top",
                ),
                n=nb[0],
                bound="exact",
                **base,
            )
        if deck.zone != "deck" or deck.ref:
            raise Unsupported("looking at something other than your deck")
        if deck.owner == "opponent" and not (A.Role.SOURCE in args or A.Role.NONE in args):
            raise Unsupported("looking at something other than your deck")
        if A.Role.SOURCE in args or A.Role.NONE in args:
            src = args.get(A.Role.SOURCE)
            cnt = args.get(A.Role.NONE)
            if (
                x is not None
                and isinstance(cnt, A.NounPhrase)
                and len(cnt.terms) == 1
                and isinstance(cnt.terms[0], A.Count)
                and cnt.terms[0].number is not None
                and cnt.terms[0].number.value is None
                and cnt.terms[0].number.variable == "X"
                and cnt.terms[0].bound in ("exact", "up_to")
                and isinstance(src, A.NounPhrase)
                and src.terms == (A.Position("top"),)
            ):
                # 山札を上からＸ枚まで見て … Ｘは…に等しい: X worked out when the step is done
                return ws_op(
                    "look_top",
                    target=ws_sel(owner=deck.owner, zones=("deck",)),
                    bound=cnt.terms[0].bound,
                    x=x,
                    **base,
                )
            nb = sh_nouns.bare_count(args.get(A.Role.NONE))
            end = (
                src.terms[0].id
                if isinstance(src, A.NounPhrase)
                and len(src.terms) == 1
                and isinstance(src.terms[0], A.Position)
                else None
            )
            if (
                end not in ("top", "bottom")
                or nb is None
                or nb[0] is None
                or nb[1] not in ("exact", "up_to")
            ):
                raise Unsupported("looking at the deck in this way")
            # 相手の山札を上から3枚まで見て: the deck looked at is named by ``target``;
            # 「山札を下から1枚見て」: from the bottom end (4.8.1, 3.2.3), ``pos`` says which
            return ws_op(
                "look_top",
                target=ws_sel(
                    owner=deck.owner, zones=("deck",), pos="bottom" if end == "bottom" else None
                ),
                n=nb[0],
                bound=nb[1],
                **base,
            )
        return ws_op("search_deck", **base)
    if (
        v == "show"
        and A.Role.NONE in args
        and A.Role.SOURCE not in args
        and sel(args.get(A.Role.GOAL)) == Sel(owner="opponent")
    ):
        # 「自分の手札の《X》のキャラを1枚相手に見せる」: cards of the hand shown to the opponent are
        # revealed from the hand (4.9.1: their information disclosed — the master knows it
        # already); they stay in the hand. The reveal from the hand below (``lexicon.TERMS``)
        args = {k: a for k, a in args.items() if k is not A.Role.GOAL}
        v = "reveal"
    if v == "reveal" and not args:
        # 「…を2枚まで選び、公開し」: the cards just chosen are revealed to both players
        return ws_op("show", target=Sel(ref="chosen"), dest="all", **base)
    if v == "reveal" and A.Role.SOURCE not in args:
        # 手札の「X」を1枚公開してよい (共鳴 without a cost, 10.13.3.2): the card stays in the hand
        sh_steps._only(args, {A.Role.OBJECT, A.Role.NONE}, "a reveal from the hand")
        target = sel(args.get(A.Role.OBJECT))
        nb = sh_nouns.bare_count(args.get(A.Role.NONE))
        if target == Sel(ref="chosen") and A.Role.NONE not in args:
            # 「…を1枚選び、裏向きで思い出にする。…そのカードを公開し」: the card named before is
            # revealed to both players where it is (4.9.1; until the effect ends, 8.6.6)
            return ws_op("show", target=target, dest="all", **base)
        if A.Role.NONE not in args and target == ws_sel(zones=("hand",), owner=target.owner):
            # 「自分の手札を公開してよい」: the whole hand is revealed (an empty hand too: revealing
            # it is done, 4.9.1)
            if target.owner == "opponent":
                raise Unsupported("revealing the opponent's hand")
            return ws_op(
                "reveal_hand", target=ws_sel(zones=("hand",), owner="you"), bound="all", **base
            )
        if (
            target.ref is not None
            or target.zone != "hand"
            or target.owner == "opponent"
            or nb is None
            or nb[0] is None
            or nb[1] not in ("exact", "up_to")
        ):
            raise Unsupported("a reveal from the hand of this shape")
        if target.owner is None:
            target = ws_sel(target, owner="you")  # 手札: the master's own (8.6.5)
        # 「…を2枚まで公開してよい」: up to that many, none among them (8.6.3.1.1)
        return ws_op("reveal_hand", target=target, n=nb[0], bound=nb[1], **base)
    if v == "reveal":
        sh_steps._only(args, {A.Role.SOURCE, A.Role.OBJECT}, "a reveal")
        src = sel(args.get(A.Role.SOURCE))
        nb = sh_nouns.bare_count(args.get(A.Role.OBJECT))
        if src.zone != "deck" or src.pos != "top" or nb is None:
            raise Unsupported("revealing something other than the top of a deck")
        if nb[0] is None or nb[1] not in ("exact", "up_to"):
            raise Unsupported("revealing an open number of cards")
        # 山札の上から3枚までを、公開してよい: how many (none at all) is the master's choice;
        # 「相手の山札の上から1枚を公開する」: the deck revealed from is named by ``target`` (the
        # master reveals, 4.9.1; the cards stay where they are, 4.9.1)
        target = ws_sel(owner="opponent", zones=("deck",)) if src.owner == "opponent" else None
        return ws_op("reveal_top", target=target, n=nb[0], bound=nb[1], **base)
    if v == "show":
        sh_steps._only(args, {A.Role.GOAL, A.Role.OBJECT}, "showing")
        to = sel(args.get(A.Role.GOAL))
        if to != Sel(owner="opponent"):
            raise Unsupported("showing cards to someone else")
        target = _target(args, A.Role.OBJECT)
        if target.ref != "chosen":
            raise Unsupported("showing cards that were not chosen")
        return ws_op("show", target=target, **base)
    if v == "swap" and set(args) == {A.Role.OBJECT}:
        # 「…を1枚まで選んで公開し、…を1枚まで選んで公開し、それらのCXを入れ替え」: the cards the
        # effect's last two choices chose swap places
        o = args[A.Role.OBJECT]
        if (
            isinstance(o, A.NounPhrase)
            and o.terms
            and o.terms[0] in (A.Ref("those"), A.Ref("those_cards"), A.Ref("those_characters"))
            and sel(o).ref == "chosen"
        ):
            return ws_op("swap_last_two", target=sel(o), **base)
    if v == "swap" and set(args) == {A.Role.WITH, A.Role.OBJECT}:
        other = _swapped_with_this(args[A.Role.WITH], args[A.Role.OBJECT])
        if other is not None:
            # 「このカードとそのキャラ(の位置)を入れ替える」 / 「そのキャラとこのカードの位置を入れ替
            # える」: this character and the one the text names (no choice: a card referred to)
            # swap slots (a character's slot is where it is, 3.6) — as 「…を1枚とこのカードを選び、
            # 入れ替える」 with the card already named
            return ws_op("swap_stage", target=other, n=1, **base)
    raise Unsupported(f"the action {v}.{b.form.value}")


def _card_of_place(np: Any) -> Any:
    """「Xの位置」 / 「Xの枠」 (a card's place: where it is) read as X; anything else as it is."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Ref)
        and np.links == ("の",)
        and np.terms[1] in (A.Word("place"), A.Zone("slot"))
    ):
        return A.NounPhrase((np.terms[0],))
    return np


def _swapped_with_this(a: Any, b: Any) -> Sel | None:
    """The card a swap of two named cards (「AとB(の位置)を入れ替える」) swaps this card with, when
    one side is this card and the other a card named before (a reference, not a description):
    None otherwise."""
    this = A.NounPhrase((A.Ref("this_card"),))
    a, b = _card_of_place(a), _card_of_place(b)
    if b == this:
        a, b = b, a
    if (
        a != this
        or not isinstance(b, A.NounPhrase)
        or len(b.terms) != 1
        or not isinstance(b.terms[0], A.Ref)
        or b == this
    ):
        return None
    other = sel(b)
    # 「そのキャラ」: the card named nearest before it (``sentences._antecedents``: the trigger's
    # card, a card a step chose)
    return other if other.ref not in (None, "this") else None


_DEALT_BY_THIS = A.NounPhrase(
    (
        A.Relative(
            A.Action(
                "give",
                (A.Arg(A.Role.SUBJECT_NO, A.NounPhrase((A.Ref("this_card"),))),),
                A.Form.FINAL,
            )
        ),
        A.Word("damage"),
    ),
    ("",),
)


_SWAP_WHO = {"you": "opponent", "opponent": "you"}


def _extra_turns(np: Any) -> int | None:
    """How many turns 「追加のNターン」 / 「追加ターン」 names (11.2.1); None for another object."""
    if not isinstance(np, A.NounPhrase) or not np.terms or np.terms[0] != A.Word("addition"):
        return None
    rest = np.terms[1:]
    if len(rest) != 1 or not isinstance(rest[0], A.Count) or rest[0].unit != "turn":
        return None
    c = rest[0]
    if c.bound != "exact" or c.number is None or c.number.value is None:
        return None
    return c.number.value


def _players_swapped(node: Any) -> Any:
    """``node`` with 「あなた」 and 「相手」 (``Owner`` you / opponent) exchanged wherever they stand
    apart from the step's topic; 「自分」 (``Owner`` self) as it is."""
    if isinstance(node, A.Action):
        return dataclasses.replace(
            node,
            args=tuple(
                a if a.role is A.Role.TOPIC else dataclasses.replace(a, value=_swap_owner(a.value))
                for a in node.args
            ),
        )
    return node


def _swap_owner(v: Any) -> Any:
    if isinstance(v, A.Owner):
        return dataclasses.replace(v, who=_SWAP_WHO.get(v.who, v.who))
    if isinstance(v, tuple):
        return tuple(_swap_owner(x) for x in v)
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        changes = {}
        for f in dataclasses.fields(v):
            old = getattr(v, f.name)
            new = _swap_owner(old)
            if new is not old and new != old:
                changes[f.name] = new
        return dataclasses.replace(v, **changes) if changes else v
    return v


# 「（あなた|相手|お互い）の手札の（枚数）上限」: whose hand limit it names
_HAND_LIMIT_OWNER = {"you": "you", "opponent": "opponent", "both": None}


def _hand_limit(b: A.Action, args: dict[A.Role, Any], kind: str) -> Op | None:
    """「【永】 あなたの手札の（枚数）上限はN枚になる」: the rules parameter of 3.3.3.1 (7 when no
    effect applies) set for the players it names while the ability is in force — the text
    beats the rule (1.3.1); None for any other step."""
    if b.verb != "become" or b.form is not A.Form.FINAL or set(args) != {A.Role.TOPIC, A.Role.GOAL}:
        return None
    topic, goal = args[A.Role.TOPIC], args[A.Role.GOAL]
    terms = tuple(getattr(topic, "terms", ()))
    if not (
        len(terms) in (3, 4)
        and isinstance(terms[0], A.Owner)
        and terms[0].who in _HAND_LIMIT_OWNER
        and terms[1] == A.Zone("hand")
        and terms[-1] == A.Word("limit")
        and (len(terms) == 3 or terms[2] == A.Word("number_of_cards"))
    ):
        return None
    gt = tuple(getattr(goal, "terms", ()))
    count = gt[0] if len(gt) == 1 else None
    n = getattr(getattr(count, "number", None), "value", None)
    if not isinstance(count, A.Count) or count.bound != "exact" or not isinstance(n, int):
        raise Unsupported("a hand limit set to a value of this shape")
    if kind != "continuous":
        raise Unsupported("a hand limit set by a one-shot effect")
    return ws_op(
        "param",
        target=Sel(owner=_HAND_LIMIT_OWNER[terms[0].who]),
        stat="hand_limit",
        amount=n,
    )


def _damage_from_bottom(b: A.Action, args: dict[A.Role, Any], kind: str) -> Op | None:
    """「【永】 このカードの与えるダメージは山札の下からダメージ処理を行う」: the damage this card
    deals (its battle damage and its abilities', 4.11.1) is processed from the bottom of the
    deck, the text over 4.10.1.1 (1.3.1). Only in a continuous ability on this card; None for
    other steps."""
    if (
        b.verb != "perform"
        or b.form is not A.Form.FINAL
        or b.modal
        or args
        != {
            A.Role.TOPIC: _DEALT_BY_THIS,
            A.Role.SOURCE: A.NounPhrase((A.Zone("deck"), A.Position("bottom")), ("の",)),
            A.Role.OBJECT: A.NounPhrase((A.Word("damage"), A.Word("processing")), ("",)),
        }
    ):
        return None
    if kind != "continuous":
        raise Unsupported("damage processed from the bottom outside a continuous ability")
    return ws_op("prohibit", target=Sel(ref="this"), stat="damage_from_bottom")


def _same_damage(args: dict[A.Role, Any]) -> str | None:
    """「相手に同じダメージを与える」 / 「あなたに同じダメージを与える」: the player dealt the same
    damage (``opponent`` / ``you``), else None. The parser attaches 「相手に」 before 同じ to the
    adjective (「Xに同じ」); a player there is read as the goal of 与える."""
    obj = args.get(A.Role.OBJECT)
    if (
        not isinstance(obj, A.NounPhrase)
        or obj.count is not None
        or len(obj.terms) != 2
        or obj.terms[1] != A.Word("damage")
        or not isinstance(obj.terms[0], A.Relative)
        or obj.terms[0].clause.verb != "same"
    ):
        return None
    inner = sh_cond.args_of(obj.terms[0].clause)
    goal = args.get(A.Role.GOAL)
    if goal is None and set(inner) == {A.Role.GOAL}:
        goal = inner[A.Role.GOAL]
    elif inner:
        raise Unsupported("同じダメージ compared with something named")
    sh_steps._only(args, {A.Role.OBJECT, A.Role.GOAL}, "a damage")
    g = sel(goal) if goal is not None else None
    if g not in (Sel(owner="opponent"), Sel(owner="you")):
        raise Unsupported("damage to someone other than a player (相手に / あなたに)")
    return g.owner  # type: ignore[union-attr]


# the single slots a description may name (3.6.4: 前列の左 / 中央 / 右, 後列の左 / 右)
ONE_SLOT = ("center", "left_front", "right_front", "left_back", "right_back")


def _slot_cards_joined(b: A.Action) -> A.Action:
    """「相手の前列の中央の枠のキャラと相手の前列の左の枠のキャラを選び」: two cards joined by 「と」, no
    count printed, each the character of one slot — a slot holds one character (3.6.2), so each is
    one card: the choice of several parts 「…を1枚と…を1枚選び」. Else ``b`` unchanged."""
    if b.verb != "choose":
        return b
    rest = [a for a in b.args if a.role is not A.Role.TOPIC]
    if [a.role for a in rest] != [A.Role.WITH, A.Role.OBJECT]:
        return b
    sels = [sel(a.value) for a in rest]
    if not all(x.zone in ONE_SLOT and x.count is None and x.ref is None for x in sels):
        return b
    one = A.NounPhrase((A.Count(A.Number(1), "card", "exact"),))
    args = [a for a in b.args if a.role is A.Role.TOPIC]
    for a in rest:
        args += [A.Arg(A.Role.OBJECT, a.value), A.Arg(A.Role.NONE, one)]
    return dataclasses.replace(b, args=tuple(args))


def _choose_parts(b: A.Action, kind: str, lead: str | None, cond: Cond | None, x: Any) -> Op:
    """「あなたは自分の控え室の、黄のキャラを1枚までと赤のキャラを1枚まで選び」 / 「他の自分のキャラを
    1枚とこのカードを選び」: several choices made together, each of its own cards and count; a
    card is chosen for one of them only. The owner and zone printed with the first are the
    others' when they name none."""
    if kind == "continuous" or b.modal is not None:
        raise Unsupported("a choice of several parts of this kind")
    if b.form not in (A.Form.CONTINUATIVE, A.Form.FINAL, A.Form.TE):
        raise Unsupported(f"a choice of several parts in form {b.form.value}")
    args = [a for a in b.args if a.role is not A.Role.TOPIC]
    topic = [a.value for a in b.args if a.role is A.Role.TOPIC]
    if topic and not (len(topic) == 1 and _is_you(topic[0])):
        raise Unsupported("a choice of several parts by someone else")
    each = [a for a in args if a.value == A.NounPhrase((A.Word("each_of"),))]
    if each:
        # 「AとBを1枚ずつ選び」: the count is each one's
        rest = [a for a in args if a not in each]
        until = [
            a for a in rest if a.role is A.Role.TIME and a.value == A.NounPhrase((A.Word("until"),))
        ]
        if len(until) == 1 and len(rest) == 4 and rest[-1] is until[0]:
            # 「AとBを1枚ずつまで選び」: up to that many of each (8.6.3.1.1)
            rest = rest[:-1]
            cnt = rest[2].value
            if (
                isinstance(cnt, A.NounPhrase)
                and len(cnt.terms) == 1
                and isinstance(cnt.terms[0], A.Count)
                and cnt.terms[0].bound == "exact"
            ):
                up_to = dataclasses.replace(cnt.terms[0], bound="up_to")
                rest[2] = dataclasses.replace(rest[2], value=A.NounPhrase((up_to,)))
        if (
            len(each) != 1
            or [a.role for a in rest] != [A.Role.WITH, A.Role.OBJECT, A.Role.NONE]
            or sh_nouns.bare_count(rest[2].value) is None
        ):
            raise Unsupported("a choice of several parts of this shape")
        args = [rest[0], rest[2], dataclasses.replace(rest[1], role=A.Role.OBJECT), rest[2]]
        args[0] = dataclasses.replace(args[0], role=A.Role.OBJECT)
    parts: list[Op] = []
    first: Sel | None = None
    i = 0
    while i < len(args):
        if args[i].role is not A.Role.OBJECT:
            raise Unsupported("a choice of several parts of this shape")
        target = sel(args[i].value)
        nb = None
        if i + 1 < len(args) and args[i + 1].role in (A.Role.WITH, A.Role.NONE):
            nb = sh_nouns.bare_count(args[i + 1].value)
            if nb is None or nb[0] is None:
                raise Unsupported("a choice of several parts of this shape")
            i += 2
        else:
            i += 1
        if target.ref == "this" and nb is None and target == Sel(ref="this"):
            nb = (1, "exact")  # このカードを選び: this card
        elif (
            target.ref in FIXED_REFS
            and nb == (1, "exact")
            and target == ws_sel(ref=target.ref, kind=target.kind)
        ):
            pass  # 「このカードの正面のキャラを1枚と、…」: the one card that reference names
        elif target.ref is not None or nb is None or target.count is not None:
            raise Unsupported("a choice of several parts of this shape")
        if ext(target, "stat_x") is not None or ext(target, "stat_level") is not None:
            raise Unsupported("a choice of several parts of this shape")
        if first is None:
            first = target
        elif target.ref is None and target.zone is None and target.owner is None:
            target = ws_sel(target, owner=first.owner, zone=first.zone)
        parts.append(ws_op("choose", target=target, n=nb[0], bound=nb[1]))
    if len(parts) < 2 or not any(p.target.ref is None for p in parts):  # type: ignore[union-attr]
        raise Unsupported("a choice of several parts of this shape")
    return ws_op("choose_parts", parts=tuple(parts), lead=lead, cond=cond, own_topic=bool(topic))


def _described_with_de(means: Any, obj: Any) -> A.NounPhrase | None:
    """「自分の控え室のレベル1以下でコスト0以下のキャラを1枚選び」: the grammar reads 「…以下で」
    as the means of the choice; it is the copula's て-form joining two descriptions of the same
    card (both hold). The object with the description before it, else None."""
    if not (
        isinstance(means, A.NounPhrase)
        and isinstance(obj, A.NounPhrase)
        and means.terms
        and obj.terms
        and (
            isinstance(means.terms[-1], (A.Stat, A.StatFilter))
            or (isinstance(means.terms[-1], A.Ref) and means.terms[-1].id == "following")
        )
        and isinstance(obj.terms[0], (A.StatFilter, A.Stat))
    ):
        return None
    return A.NounPhrase((*means.terms, *obj.terms), (*means.links, "の", *obj.links))


# the piles whose cards lie one on another, so that a choice may be of those at one end of it
# (「山札を上から1枚選び」); ``Position`` ids of those ends
_PILES = ("deck", "clock", "stock")
_ENDS = {"top": "top", "bottom": "bottom"}


def _pile_end(src: Any, obj: Any) -> str | None:
    """「自分の山札を上から1枚選び」: the end (top / bottom) the cards are chosen from, when the
    object names only a pile (its owner and the zone) and the source only an end; else None."""
    if not (
        isinstance(src, A.NounPhrase)
        and len(src.terms) == 1
        and isinstance(src.terms[0], A.Position)
        and src.terms[0].id in _ENDS
        and isinstance(obj, A.NounPhrase)
        and obj.terms
        and all(isinstance(t, (A.Owner, A.Zone)) for t in obj.terms)
        and sum(isinstance(t, A.Zone) for t in obj.terms) == 1
        and sel(obj).zone in _PILES
    ):
        return None
    return _ENDS[src.terms[0].id]


def _trigger_checks(args: dict[A.Role, Any], kind: str, base: dict[str, Any]) -> Op:
    """「そのアタック中、あなたはトリガーステップにトリガーチェックをN回行う」: the trigger step of
    the attack the ability resolves in carries out the trigger check (7.3.1.2) N times."""
    sh_steps._only(
        args, {A.Role.OBJECT, A.Role.GOAL, A.Role.NONE, A.Role.TIME}, "a number of trigger checks"
    )
    tn = args.get(A.Role.NONE)
    t0 = tn.terms[0] if isinstance(tn, A.NounPhrase) and len(tn.terms) == 1 else None
    if (
        kind == "continuous"
        or base["performer"] != "you"
        or args.get(A.Role.TIME) not in (A.Duration("this_attack"), None)
        or args.get(A.Role.GOAL) != A.NounPhrase((A.Word("trigger_step"),))
        or not isinstance(t0, A.Count)
        or t0.unit != "times"
        or t0.bound != "exact"
        or t0.number is None
        or t0.number.value is None
        or t0.number.value < 2
    ):
        raise Unsupported("a number of trigger checks of this shape")
    # 「そのアタック中、…パワーを＋3500し、…トリガーチェックを2回行う」: with no time of its own the
    # sentence's (``_in_context``), which must be the attack's
    until = "attack" if A.Role.TIME in args else "inherit"
    return ws_op("trigger_checks", n=t0.number.value, until=until, **base)


def _in_context(steps: tuple[Op, ...], whole: bool = False) -> tuple[Op, ...]:
    """A choice that names no zone picks among the cards just looked at (山札を見て…選び), or
    else characters on the stage. ``whole``: the steps are an ability's whole effect (no period
    said outside them, ``_own_sentence``)."""
    if any(op.lead == "instead" for op in steps):
        # 「かわりに」 is read only where the whole effect is (``abilities._instead``)
        raise Unsupported("the connector instead")
    out: list[Op] = []
    looking = False
    # the zone (and whose) a step before looked at whole (look_zone: a hand, a public zone)
    looked_zone: tuple[str, str | None] | None = None
    for op in steps:
        if op_ext(op, "x") is not None and op_ext(op, "x").op == "same":
            # 同じ枚数: the cards the step before moved or chose (a shuffle between leaves them)
            before = [p for p in out if p.verb != "shuffle"]
            if not before or before[-1].verb not in ("move", "choose", "draw"):
                raise Unsupported("同じ枚数 after a step that moved or chose no cards")
            if before[-1].verb == "draw":
                # 「2枚まで引き、自分の手札を同じ枚数選び」: as many as it drew
                op = with_op(op, x=XDef("drawn", Sel(), op="same"))
        if (
            op.verb in ("choose", "move", "draw", "shuffle")
            and op.performer == "you"
            and not op_ext(op, "own_topic")
            and out
            and out[-1].performer == "opponent"
            and out[-1].sentence == op.sentence
        ):
            # 相手は…を1枚選び、そのカード以外の控え室のカードすべてを、山札に戻し、その山札をシャッフル
            # する: the topic names who does every step of the sentence (自分 stays that player)
            op = with_op(op, performer="opponent")
        if op.until == "inherit_further":
            # 「…そのターン中、パワーを＋1500。…なら、さらにソウルを＋1」: the change before it —
            # in its own sentence, else the last one of a sentence before — says how long, and,
            # naming no cards, which cards
            same = any(p.sentence == op.sentence for p in out)
            giver = next(
                (
                    p
                    for p in reversed(out)
                    if p.verb
                    in ("stat", "grant", "forbid", "also_colour", "lose_colour", "lose_trait")
                    and p.until not in (None, "inherit", "inherit_further")
                ),
                None,
            )
            if same or giver is None:
                op = with_op(op, until="inherit")
            else:
                op = with_op(op, until=giver.until)
                if (
                    op.target == Sel(ref="implied")
                    and giver.verb == "stat"
                    and giver.target is not None
                    and out[-1] is giver
                ):
                    op = with_op(op, target=giver.target, per=giver.per)
        if op.until == "inherit":
            # a change with no duration of its own, chained in one sentence to one that has one
            # (そのターン中、パワーを＋1000し、ソウルを＋1 / …し、このカードは次の能力を得る): the
            # sentence's duration governs every change in it; a change with none — a given
            # ability, a power / soul / level change (「その後、そのキャラのパワーを＋1000」) — is a
            # continuous effect whose period is not stated, 「このゲーム中」 (8.2.1.2): it lasts
            # as long as its card stays where it is (3.1.4)
            prev = next(
                (
                    p
                    for p in reversed(out)
                    if p.sentence == op.sentence
                    and p.verb
                    in ("stat", "grant", "forbid", "also_colour", "lose_colour", "lose_trait")
                    and p.until not in (None, "inherit")
                ),
                None,
            )
            if prev is None and op.verb == "forbid":
                raise Unsupported("a prohibition lasting unstated")
            if op.verb == "trigger_checks" and (prev is None or prev.until != "attack"):
                raise Unsupported("trigger checks lasting other than the attack")
            if prev is None and op.verb == "stat" and not _own_sentence(op, out, whole):
                # a change with no duration inside a sentence that may say one elsewhere (one
                # alternative of 「そのターン中、AするかB」, read apart): not guessed
                raise Unsupported("a stat change lasting unstated")
            if prev is None and op.verb not in ("grant", "stat", "lose_trait"):
                raise Unsupported("a change lasting unstated")
            op = with_op(op, until=prev.until if prev is not None else "game")
        if op.target is not None and op.target.ref == "implied":
            # パワーを＋1000し、ソウルを＋1: a stat change with no target of its own applies to
            # the target of the stat change before it in the sentence; otherwise to the cards
            # just chosen
            prev = out[-1] if out else None
            if prev is not None and prev.verb == "stat" and prev.sentence == op.sentence:
                # 「マーカー1枚につき、このカードのレベルを＋1し、パワーを＋1500」: the 「…につき」
                # that heads the sentence counts for the change chained to it as well
                per = op.per if op.per is not None else prev.per
                op = with_op(op, target=prev.target, per=per)
            else:
                op = with_op(op, target=Sel(ref="chosen"))
        if (
            op.verb in ("move_slot", "to_slot")
            and op.target is not None
            and op.target.ref == "chosen"
            and any(p.verb == "choose" and p.performer == "all" for p in out)
        ):
            # 「すべてのプレイヤーは、自分の前列のキャラを1枚選び、後列の好きな枠に動かす」: each
            # player's character into a slot of that player's stage — the runtime moves one card
            # by the master's pick (refused, never run for the master's card alone)
            raise Unsupported("every player moving the characters they chose")
        if op.target == Sel(ref="looked_bare"):
            # a bare 「カード」: only right after a look in the same sentence, the cards looked at
            if not (out and out[-1].verb == "look_top" and out[-1].sentence == op.sentence):
                raise Unsupported("moving cards that were not chosen")
            op = with_op(op, target=Sel(ref="chosen"))
        if (
            op.verb == "move"
            and op.target == Sel(ref="chosen")
            and out
            and out[-1].verb == "look_top"
            and (out[-1].sentence == op.sentence or op.lead == "if_done")
        ):
            # 山札を上から2枚まで見て、山札の上に好きな順番で置く: the cards looked at (none
            # chosen from them: 残り is all of them)
            op = with_op(op, target=Sel(ref="rest"))
        if op_ext(op, "same_order") and (op.target is None or op.target.ref != "rest"):
            # 元の順番で置く: only the cards just looked at, put back on their deck
            raise Unsupported("cards put back in their order that were not looked at")
        if op.verb == "look_zone" and op.target is not None and op.target.zone is not None:
            # 「相手の手札を見て、カードを1枚選び」 / 「自分のクロックを見て、キャラを1枚選び」: a
            # choice that names no zone is among the zone looked at (a look at a whole zone,
            # 4.8.1; the choice after it among its cards)
            looked_zone = (op.target.zone, op.target.owner)
        elif op.verb not in ("choose",):
            looked_zone = None
        if op.verb == "put_back" and (
            not any(p.verb in ("look_top", "reveal_top") for p in out)
            or any(p.verb == "flip" for p in out)
        ):
            # 元に戻す after a look or a reveal only (めくる moves the cards, 3.2.5)
            raise Unsupported("putting back cards no step looked at or revealed")
        if op.verb in ("search_deck", "look_top"):
            looking = True
        elif op.verb == "move" and op.target is not None and op.target.ref == "rest":
            # …見て、山札の上か控え室に置き、自分の《武器》のキャラを1枚選び: the cards looked at
            # are all put away; a later choice is no longer among them
            looking = False
        if (
            not out
            and op.verb == "choose"
            and op.target is not None
            and op.target == Sel(ref="among_chosen", said=op.target.said)
        ):
            # 「相手のキャラがアタックした時、あなたはそのキャラを1枚選び」: no step before dealt
            # with cards, so the reference names the card the trigger (or the condition) named —
            # a choice among that card (8.6.3), resolved as any 「そのキャラ」 is
            # (``sentences._antecedents``, which refuses it when nothing was named)
            op = with_op(op, target=Sel(ref="chosen", said=op.target.said))
        if (
            op.target is not None
            and op.target.ref == "among_chosen"
            and (
                not out
                or out[-1].verb not in ("choose", "choose_parts", "show", "reveal_top", "look_top")
                # 「山札の上から3枚を控え室に置き、それらのカードの…を1枚まで選び」: among the cards
                # the move before dealt with (the step's cards, 8.6.3)
                and not (
                    out[-1].verb == "move"
                    and out[-1].target is not None
                    and out[-1].target.pos in ("top", "bottom")
                )
            )
        ):
            raise Unsupported("a choice among cards no step before chose")
        if (
            op.target is not None
            and op.target.ref == "among_looked"
            and not any(
                o.verb == "choose" and o.target is not None and o.target.ref == "among_chosen"
                for o in out
            )
        ):
            # 「パワーが1番低いキャラを1枚選び」 with no group: only after a choice among a group
            raise Unsupported("a highest / lowest with no group and no choice among one before")
        if (
            looked_zone is not None
            and op.verb == "choose"
            and op.target is not None
            and op.target.zone is None
            and not op.target.ref
            and op.target.owner is None
        ):
            op = with_op(op, target=ws_sel(op.target, zone=looked_zone[0], owner=looked_zone[1]))
        op = _choice_zone(op, looking)
        if op.verb == "choose_parts":
            op = with_op(op, parts=tuple(_choice_zone(p, looking) for p in op_ext(op, "parts")))
        out.append(op)
    return tuple(out)


def _choice_zone(op: Op, looking: bool) -> Op:
    """A choice that names no zone picks among the cards just looked at, or else characters on
    the stage."""
    if (
        op.verb == "choose"
        and op.target is not None
        and op.target.zone is None
        and not op.target.ref
    ):
        zone = "looked" if looking else "stage"
        if zone == "stage" and op.target.kind == "climax":
            # 「クライマックス」 with no zone named: a climax in the climax zone (2.3.2.3.2)
            zone = "climax"
        elif zone == "stage" and op.target.kind not in ("character", None):
            raise Unsupported("a choice of cards with no zone")
        unnamed = zone != "looked"
        op = with_op(op, target=ws_sel(op.target, zone=zone, unnamed_zone=unnamed))
    return op


# the phases a card may name (6.1.1), by the grammar's word for each (not the steps)
_PHASE_WORDS = {w: ph for w, ph in PHASES.items() if w.endswith("_phase")}


def _phase_named(o: Any) -> tuple[str | None, str] | None:
    """「(相手の|あなたの|このターンの)Xフェイズ」 → (whose turn, the phase; None: the turn being
    played); 「このフェイズ」 → (None, ``this``)."""
    if not isinstance(o, A.NounPhrase) or not o.terms:
        return None
    *owner, last = o.terms
    if o.terms == (A.Ref("this"), A.Unknown("フェイズ")):
        return None, "this"
    if not isinstance(last, A.Word) or last.id not in _PHASE_WORDS:
        return None
    if not owner:
        return None, _PHASE_WORDS[last.id]
    if owner == [A.Ref("this"), A.Word("turn")] and o.links[-1:] == ("の",):
        # 「このターンのエンドフェイズ」: the phase of the turn being played, as 「エンドフェイズ」
        # with no owner names it (11.4.1: the phase the game goes to)
        return None, _PHASE_WORDS[last.id]
    if len(owner) == 1 and isinstance(owner[0], A.Owner) and owner[0].who in ("you", "opponent"):
        return owner[0].who, _PHASE_WORDS[last.id]
    return None


def _phase_move(v: str, args: dict[A.Role, Any], base: dict[str, Any]) -> Op:
    """WS 11.4.1: 「このフェイズを終了し」 / 「相手のアタックフェイズを終了し」 (``phase_end``: the
    phase named is stopped) and 「エンドフェイズに進む」 (``phase_jump``: the game goes straight to
    the phase named once the effect is resolved, 11.4.1.2)."""
    role = A.Role.OBJECT if v == "finish" else A.Role.GOAL
    sh_steps._only(args, {role}, f"a phase {v}")
    named = _phase_named(args.get(role))
    if named is None or (v == "proceed" and named[1] == "this"):
        raise Unsupported(f"a phase {v} of this shape")
    whose, phase = named
    return ws_op("phase_end" if v == "finish" else "phase_jump", dest=phase, to=whose, **base)
