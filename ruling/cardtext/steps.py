"""Effect steps -> ``Op``s. A step is read in two layers:

* what stands around the action, the same for every verb: the step's condition (…なら: it and
  the rest of its sentence need it), its cost (VG 【コスト】[…]することで), the connector that
  opens it (さらに / そうしたら / その後 …), the optional form (〜てよい / 〜てもよい), a
  duration (そのターン中), a multiplier (…１枚につき), それぞれ;
* the action itself, by its arguments' roles: what it acts on (を, else the cards the step
  before chose, looked at or named), where from (から), where to (に, with 上 / 下), how many
  (a floating count), how (で: 裏で, 【レスト】で), by how much (a stat change's amount and its
  further changes after /).

The verb's operation comes from the game's vocabulary (``Vocab.verbs``); a game's own
constructions are tried first (``Vocab.hooks["step"]``). Anything left unread refuses the
step (``Unsupported``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from grammar import ast as A
from ruling.abilities import Unsupported
from ruling.cardtext.conditions import args_of, both, condition, during
from ruling.cardtext.ir import Cond, CostItem, Op, Sel
from ruling.cardtext.nouns import (
    _source_before_comma,
    bare_count,
    column_unsaid,
    compared,
    count,
    sel,
)
from ruling.cardtext.terms import noun_args
from ruling.cardtext.terms import terms as np_terms
from ruling.cardtext.vocab import Vocab

OPTIONAL = (A.Form.OPTIONAL, A.Form.PERMISSIVE, A.Form.CAUSATIVE_OPTIONAL)
# the step done as printed: 「…する。」, 「…し、」, 「…して」, a noun predicate, 「…させる」
PLAIN_FORMS = (
    A.Form.FINAL,
    A.Form.CONTINUATIVE,
    A.Form.TE,
    A.Form.NOMINAL,
    A.Form.CAUSATIVE,
    A.Form.CAUSATIVE_CONT,
)
STEP_FORMS = (*PLAIN_FORMS, *OPTIONAL)
# connectors: what each asks of the step it opens
LEADS = {
    None: None,
    "additionally": None,  # さらに: one more step
    "then": None,  # その後: after the ones before
    "if_done": "if_done",  # そうしたら: only if the step before did what it said (11.2.3)
    "after_applied": "if_done",  # MC 効果適用後、: only if the step before applied (4.1.11)
    "otherwise": "otherwise",  # そうでないなら / そうしなかったなら
    "if_unable": "otherwise",  # そうできないなら
    "else": "else",  # 違うなら (``abilities._else_step``): the condition before it not met
}


@dataclass
class Reading:
    """What the compiler knows while it reads one ability's steps."""

    v: Vocab
    kind: str  # auto / activated / continuous / event / item
    sentence: int = 0
    costs: Any = None  # the cost reader (ruling.cardtext.costs.cost_items)
    # the game's compiler of one ability (a quoted ability given: 『…』を得る / を与える) and
    # the renderer of its text
    compile: Any = None
    render: Any = None
    notes: list[str] = field(default_factory=list)


def until_of(d: Any, r: Reading) -> str | None:
    """How long a change lasts: a duration the game names (そのターン中 -> ``turn``)."""
    if d is None:
        return None
    if isinstance(d, A.Duration) and d.id in r.v.durations:
        return r.v.durations[d.id]
    raise Unsupported(f"a change lasting {getattr(d, 'id', 'until a point')}")


def step(st: A.Step, r: Reading) -> list[Op]:
    """One step as operations (usually one)."""
    b = st.body
    if isinstance(b, A.Unparsed):
        raise Unsupported(f"untyped text: {b.text}")
    if isinstance(b, A.Timing):
        raise Unsupported("a timing inside an effect")
    verb = bracketed_verb(b)
    if verb is not None:
        st = replace(st, body=verb)
        b = verb
    folded = stat_subject_folded(b, r.v)
    if folded is not None:
        st = replace(st, body=folded)
        b = folded
    able = able_as_optional(b, r.kind) if r.v.able_is_optional else None
    if able is not None:
        # 「…することができる」 in an effect: 「…してもよい」, read as such by a game's
        # constructions and the shared reader alike
        st = replace(st, body=able)
        b = able
    modal = modal_step(st, r)
    if modal is not None:
        return modal
    for hook in r.v.hooks.get("step", ()):
        got = hook(st, r)
        if got is not None:
            as_read(st, got)
            if st.lead == "instead" and not (isinstance(got, Read) and got.plain_lead):
                # the hook read the connector (a replacement); one that declares it did not
                # (``read(..., plain_lead=True)``: VG 「…なら、かわりに【ソウルチャージ】(2)」 read
                # as the charge) has it read as any step's (``_lead``: a sentence replacing the
                # one before, else refused) — before, VG's connector and condition were dropped
                # and both sentences were done
                return [replace(op, sentence=r.sentence) for op in got]
            lead = _lead(st, r.v)
            own = isinstance(got, Read) and got.condition
            cond = condition(st.condition, r.v) if st.condition is not None and not own else None
            cost = r.costs(st.cost, r) if st.cost is not None else None
            return [_further(st, _around(op, lead, cond, cost, r)) for op in got]
    active = active_voice(b)
    if active is not None:
        # no game's construction reads the passive as printed (VG 「デッキに１枚だけ入れられる」
        # does): the step in its active voice, read as any step (a game's constructions too)
        return step(replace(st, body=active), r)
    made = made_so(b, r.v)
    if made is not None:
        # 「XはSになる / となる」, 「XをSにする」: X made so, read as any step (a game's
        # constructions too)
        return step(replace(st, body=made), r)
    manner = _manner_instead(st, r)
    if manner is not None:
        return [manner]
    lead = _lead(st, r.v)
    cond = condition(st.condition, r.v) if st.condition is not None else None
    cost = r.costs(st.cost, r) if st.cost is not None else None
    ops = action(b, r)
    if ops[0].stat == "again" and st.lead == "instead" and len(ops) == 1:
        # 「…＋5000。…なら、かわりに＋10000」: the amount of the nearest change before it replaced
        # when the condition holds — 「＋5000ではなく＋10000」 with the amount replaced unsaid
        # (``abilities.with_instead``, 11.3.1.3.5)
        got = Op("instead", amount=ops[0].amount, detail=((NEAREST_AMOUNT, True),))
        return [_around(got, None, cond, cost, r)]
    if ops[0].stat == "again" and (st.lead != "additionally" or len(ops) != 1):
        raise Unsupported("a stat change without a stat")
    said = r.v.verb_clauses.get(b.verb) if isinstance(b, A.Action) else None
    if said:
        # the clauses saying what this verb means or does (``Vocab.verb_clauses``): carried by
        # the step the verb names, cited where the game carries it out
        ops = [
            replace(o, detail=(*o.detail, ("said", said))) if o.verb == r.v.verbs.get(b.verb) else o
            for o in ops
        ]
    out = [_around(ops[0], lead, cond, cost, r)] + [
        replace(o, sentence=r.sentence) for o in ops[1:]
    ]
    return [_further(st, o) for o in out]


def modal_step(st: A.Step, r: Reading) -> list[Op] | None:
    """A player's prohibition (``ruling.cardtext.modal``): 「（そのターン中、）相手はカードを引けない」
    as ``Op("forbid_act")`` — the action (the game's, ``Vocab.modal_actions``) in ``stat``, the player
    bound in ``performer``, the period in ``until`` (the printed duration, else the one said
    before it in its sentence or the game's default, ``Vocab.default_until``), the action's
    clauses and names in
    ``detail``; its condition, connector and cost read as any step's. None when the step is not
    one (another form, no player named, a verb the game does not list: its own readers read
    it), nor one of a shape it does not read (``modal.NotThisShape``: an object filtering the
    cards), nor a continuous ability's (in force while the ability is): a game's reader may
    know it, else the game refuses it. A permission (「…できる」) is left to the game's readers."""
    from ruling.cardtext import modal as M

    if not r.v.modal_actions or M.polarity(st.body) != "prohibit":
        return None
    if r.kind == "continuous" and not r.v.modal_in_force:
        return None  # the game's runtime lists no prohibitions in force (``Game.prohibitions``)
    try:
        m = M.read_modal(st.body, r.v.modal_actions, r.v.owners)
    except M.NotThisShape:
        return None  # a game's reader may know it (「…カードをプレイできない」); else refused
    if m is None:
        return None
    # none printed: the one said before it in its sentence, else the game's default
    # (``abilities.durations``); 「…限り、」 before it: in force as long as that holds (None)
    kagiri = st.condition is not None and st.condition.marker == "kagiri"
    if kagiri and not r.v.modal_in_force:
        return None
    if r.kind == "continuous":
        if m.time is not None or m.limit is not None or m.cards is not None:
            return None  # a time in a continuous ability is its condition: the game's readers
        if m.objects is not None:
            return None  # the prohibitions in force carry no cards described: the game's readers
        kagiri = True  # in force while the ability is (its condition holding)
    until = until_of(m.time, r) if m.time is not None else (None if kagiri else "inherit")
    if m.limit is not None:
        # 「…終了時まで」 printed as a point: the game's reading of it (``hooks["until"]``)
        reads = r.v.hooks.get("until", ())
        until = reads[0](st.body) if reads and m.time is None else None
        if until is None:
            raise Unsupported(f"a prohibition of {m.action.action} lasting a period of this shape")
    if m.cards is not None:
        # 「このカードは技を使えない」: the cards named (the game's selector), each bound
        op = Op(
            "forbid_act",
            target=sel(m.cards, r.v),
            stat=m.action.action,
            until=until,
            detail=M.modal_op_detail(m),
        )
    else:
        where: tuple[tuple[str, Any], ...] = ()
        if m.objects is not None:
            # 「グレード３のカードを」 / 「このカードと同名のカードの【起】能力を」: the cards the act
            # is prohibited with, by the game's selector (its runtime's matcher reads it)
            w = sel(m.objects, r.v)
            if m.same_as is not None:
                w = compared(w, m.same_as, r.v, "prohibition")
            if w.count is not None:
                raise Unsupported(f"a prohibition of {m.action.action} with cards counted")
            where = (("modal_where", w),)
        op = Op(
            "forbid_act",
            stat=m.action.action,
            performer=m.player,
            until=until,
            detail=M.modal_op_detail(m) + where,
        )
    lead = _lead(st, r.v)
    cond = condition(st.condition, r.v) if st.condition is not None else None
    cost = r.costs(st.cost, r) if st.cost is not None else None
    return [_further(st, _around(op, lead, cond, cost, r))]


_BOUNDS = (A.Ref("following"), A.Word("or_more"))


# the voice of a step: a passive step is its active form, the one it undergoes the object
# (「Xは控え室に置かれる」 = 「Xを控え室に置く」, 「Xのパワーは＋1000される」 = 「Xのパワーを＋1000
# する」); the passive te-form opens the next step as the active te-form does
ACTIVE_OF_PASSIVE = {
    A.Form.PASSIVE: A.Form.FINAL,
    A.Form.PASSIVE_TE: A.Form.TE,
    A.Form.PASSIVE_CONT: A.Form.CONTINUATIVE,  # 「…置かれ、」 as 「…置き、」
}


def _a_player(x: Any) -> bool:
    """A noun phrase naming a player only (あなた / 相手 / 自分): who does, not where to."""
    return isinstance(x, A.NounPhrase) and len(x.terms) == 1 and isinstance(x.terms[0], A.Owner)


# 「Zの上か下」 / 「Zの一番上か一番下」: the two ends of a place a card may be put at, the player's
# pick when the step is done (vg 11.8.5.1, co 4.2.9 over 4.2.2): the position pairs, as data
TOP_OR_BOTTOM = (("top", "bottom"), ("very_top", "very_bottom"))


def top_or_bottom(g: Any) -> A.NounPhrase | None:
    """A goal 「Zの上か下」 / 「Zの一番上か一番下」 (any spelling of each): 「Zの上」 (「Zの一番上」), the
    place the step's reader reads before the player's pick (``pos`` ``top_or_bottom``) is made;
    None for any other goal."""
    if not (
        isinstance(g, A.NounPhrase)
        and len(g.terms) == 3
        and isinstance(g.terms[0], A.Zone)
        and g.links == ("の", "か")
    ):
        return None
    top, bottom = g.terms[1:]
    if not (
        isinstance(top, A.Position)
        and isinstance(bottom, A.Position)
        and (top.id, bottom.id) in TOP_OR_BOTTOM
    ):
        return None
    return A.NounPhrase(g.terms[:2], g.links[:1])


def active_voice(b: Any) -> A.Action | None:
    """A step printed in the passive voice (「そのカードは控え室に置かれる」, 「このカードが
    ＋1000/＋0される」, 「…の攻撃力は＋500される」) as the same operation in the active voice,
    the one who undergoes it (は / が) as its object (を): the effect is done by its master, as
    any step of it is. None when the step is not a passive one of that shape — one that names
    who does it (「…によって」, 「相手に」: an agent, not a destination) or that already has an
    object (「…を与えられる」: the recipient, not the patient) stays as it is, refused. The patient
    left unsaid (「カードを1枚選び、ターンの終わりまで、＋500/＋0される」) is the active step's
    object left unsaid: whatever the active reader takes an unsaid object to be (the card chosen
    before), or refuses."""
    if not isinstance(b, A.Action) or b.form not in ACTIVE_OF_PASSIVE or b.modal is not None:
        return None
    patients = [a for a in b.args if a.role in (A.Role.TOPIC, A.Role.SUBJECT)]
    if len(patients) > 1 or (patients and not isinstance(patients[0].value, A.NounPhrase)):
        return None
    if patients and _a_player(patients[0].value):
        return None
    for a in b.args:
        if a.role in (A.Role.OBJECT, A.Role.BY, A.Role.SUBJECT_NO):
            return None
        if a.role is A.Role.GOAL and _a_player(a.value):
            return None
    args = tuple(
        replace(a, role=A.Role.OBJECT, topic=False) if patients and a is patients[0] else a
        for a in b.args
    )
    return replace(b, args=args, form=ACTIVE_OF_PASSIVE[b.form])


# the forms a value set is printed in (「…にする。」, 「…にし、」, 「…にして」)
SET_FORMS = (A.Form.FINAL, A.Form.CONTINUATIVE, A.Form.TE)


# the forms a step said with 「ことができる」 has, and the optional form it says the same as
_ABLE_AS_OPTIONAL = {
    A.Form.FINAL: A.Form.PERMISSIVE,  # 「引くことができる」: 「引いてもよい」
    A.Form.CAUSATIVE: A.Form.CAUSATIVE_OPTIONAL,  # 「登場させることができる」: 「登場させてもよい」
}


def able_as_optional(b: Any, kind: str) -> A.Action | None:
    """A step of an effect carried out (not a continuous ability's permission, which a game's
    construction reads) said with 「ことができる」: the player may do it, as 「…してもよい」
    says — the step in its optional form, in a game whose rules give 「できる」 no other sense
    (``Vocab.able_is_optional``: CO). None for any other step."""
    if (
        kind == "continuous"
        or not isinstance(b, A.Action)
        or b.modal != "ことができる"
        or b.form not in _ABLE_AS_OPTIONAL
    ):
        return None
    return replace(b, modal=None, form=_ABLE_AS_OPTIONAL[b.form])


def made_so(b: Any, v: Any) -> A.Action | None:
    """A result said of what undergoes it, as the step that brings it about: 「XはGになる /
    となる」 is 「XをGにする」 (the effect makes it so; と marks the result as に does,
    ``result_as_goal``), and 「XをSにする」 with S a state the game names (``Vocab.state_verbs``:
    CO 「タップ状態」) is the verb that puts a card in it (「Xをタップする」). In the plain forms
    (``SET_FORMS``) only — the state's also optional (「スタンド状態にしてよい」 is 「スタンドしてよい」,
    the form kept); None for any other step (one naming no result, or its doer)."""
    if not isinstance(b, A.Action) or b.modal is not None:
        return None
    if b.form not in SET_FORMS and not (
        b.verb == "do" and b.form in (A.Form.OPTIONAL, A.Form.PERMISSIVE)
    ):
        return None
    if b.verb == "become":
        b = result_as_goal(b)
        patients = [a for a in b.args if a.role in (A.Role.TOPIC, A.Role.SUBJECT)]
        goals = [a for a in b.args if a.role is A.Role.GOAL]
        if (
            len(patients) != 1
            or len(goals) != 1
            or any(a.role in (A.Role.OBJECT, A.Role.BY, A.Role.SUBJECT_NO) for a in b.args)
        ):
            return None
        args = tuple(
            replace(a, role=A.Role.OBJECT, topic=False) if a is patients[0] else a for a in b.args
        )
        return replace(b, verb="do", args=args)
    if b.verb != "do" or not v.state_verbs:
        return None
    goals = [a for a in b.args if a.role is A.Role.GOAL]
    if len(goals) != 1:
        return None  # (no object: 「…を選び、スタンド状態にする」 acts on the cards chosen)
    t = goals[0].value.terms if isinstance(goals[0].value, A.NounPhrase) else ()
    if len(t) != 1 or not isinstance(t[0], A.Named) or t[0].head != A.Word("state"):
        return None
    verb = v.state_verbs.get(t[0].text)
    if verb is None:
        return None
    return replace(b, verb=verb, args=tuple(a for a in b.args if a is not goals[0]))


def result_as_goal(b: A.Action) -> A.Action:
    """「XはNとなる」: the result of 「なる」 marked by と is the one に marks (「XはNになる」); any
    other action (or one with both) as it is."""
    if b.verb != "become" or any(a.role is A.Role.GOAL for a in b.args):
        return b
    withs = [a for a in b.args if a.role is A.Role.WITH]
    if len(withs) != 1:
        return b
    return replace(
        b, args=tuple(replace(a, role=A.Role.GOAL) if a is withs[0] else a for a in b.args)
    )


_NUMBER_OF_CARDS = A.Word("number_of_cards")


def object_out_of_relative(b: A.Action) -> A.Action:
    """「あなたは自分の控え室のキャラを、この効果で置いた枚数と同じ枚数まで選び」: the grammar hangs the
    object printed first with 「を、」 on the relative clause of the count after it (「…置いた枚数」:
    the cards the effect put, a count that needs no object of its own); given back to the step
    as its object when the step has none (as 「この効果で置いた枚数と同じ枚数まで、自分の控え室の
    キャラを選び」 is typed). Other actions are left as printed."""
    if any(a.role is A.Role.OBJECT for a in b.args):
        return b
    for i, arg in enumerate(b.args):
        got = _leading_object(arg.value)
        if got is not None:
            value, obj = got
            return replace(b, args=(*b.args[:i], obj, replace(arg, value=value), *b.args[i + 1 :]))
    return b


def _leading_object(np: Any) -> tuple[A.NounPhrase, A.Arg] | None:
    """The noun phrase without the object its first relative clause opens with (「Xを、」, a
    comma after it) when that clause describes a number of cards (「…た枚数」) and says more than
    its object; looked for through the relative clauses first in the phrase (「…た枚数と同じ枚数」).
    None when there is none."""
    if not isinstance(np, A.NounPhrase) or not np.terms or not isinstance(np.terms[0], A.Relative):
        return None
    c = np.terms[0].clause
    if not c.args:
        return None
    first = c.args[0]
    if (
        first.role is A.Role.OBJECT
        and first.pause
        and len(c.args) > 1
        and c.form is A.Form.PAST
        and np.terms[1:] == (_NUMBER_OF_CARDS,)
    ):
        clause = replace(c, args=c.args[1:])
        return replace(np, terms=(A.Relative(clause), *np.terms[1:])), replace(first, pause=False)
    inner = _leading_object(first.value)
    if inner is None:
        return None
    value, obj = inner
    clause = replace(c, args=(replace(first, value=value), *c.args[1:]))
    return replace(np, terms=(A.Relative(clause), *np.terms[1:])), obj


@dataclass(frozen=True)
class ValueSet:
    """What 「XのYをNにする」 / 「XのYはNになる」 (「…Nとなる」) says (``value_set_of``): whose value
    (the terms before it; None: unsaid), which (the game's stat id), the number, whether its
    original value (「元々の」), and the step's other arguments (a duration, …), for the game to
    read or refuse."""

    whose: A.NounPhrase | None
    stat: str
    n: int
    original: bool
    rest: dict[A.Role, Any]
    # 「XのYを∞にする」 (VG 17.17.12.1: the number becomes 0, the value is in the ∞ state)
    infinite: bool = False


def value_set_of(b: Any, v: Any, times: bool = False) -> ValueSet | None:
    """The value set by a step in the plain forms (``SET_FORMS``): 「XのYをNにする」 (do, Y the
    object's last term) or 「XのYはNになる / となる」 (become, Y the subject's), N a bare number;
    Y a stat of the game (``Vocab.stats`` / ``stat_words``). None for any other step.
    ``times``: the value multiplied instead, 「XのYをN倍にする」 / 「XのYはN倍になる」 (N the factor,
    ``value_times_of``)."""
    if not isinstance(b, A.Action) or b.verb not in ("do", "become") or b.form not in SET_FORMS:
        return None
    if b.modal is not None:
        return None
    b = result_as_goal(b)
    args = args_of(b)
    if b.verb == "do":
        who = args.pop(A.Role.OBJECT, None)
    else:
        subjects = [x for x in (A.Role.TOPIC, A.Role.SUBJECT) if x in args]
        who = args.pop(subjects[0]) if len(subjects) == 1 else None
    goal = args.pop(A.Role.GOAL, None)
    if times:
        # 「N倍」: the count and the word 倍 (a counter the lexicon does not type)
        if not (
            isinstance(goal, A.NounPhrase)
            and len(goal.terms) == 2
            and goal.terms[1] == TIMES
            and goal.links[:1] == ("",)
        ):
            return None
        goal = A.NounPhrase(goal.terms[:1])
    last = who.terms[-1] if isinstance(who, A.NounPhrase) and who.terms else None
    if isinstance(last, A.Word) and last.id in v.stat_words:
        last = A.Stat(v.stat_words[last.id])
    infinite = not times and isinstance(goal, A.NounPhrase) and goal.terms == (A.Word("infinity"),)
    if infinite:
        # 「∞にする」: the number 0 in the ∞ state (VG 17.17.12.1), for the game to read or refuse
        goal = A.NounPhrase((A.Count(A.Number(0), "none", "exact"),))
    if (
        not isinstance(last, A.Stat)
        or not isinstance(goal, A.NounPhrase)
        or len(goal.terms) != 1
        or not isinstance(goal.terms[0], A.Count)
        or goal.terms[0].unit != "none"
        or goal.terms[0].bound != "exact"
        or goal.terms[0].number is None
        or goal.terms[0].number.value is None
    ):
        return None
    assert isinstance(who, A.NounPhrase)
    terms, links = who.terms[:-1], who.links[:-1]
    original = bool(terms) and terms[-1] == A.Word("originally")
    if original:
        terms, links = terms[:-1], links[:-1]
    whose = A.NounPhrase(terms, links) if terms else None
    return ValueSet(
        whose, v.stats.get(last.id, last.id), goal.terms[0].number.value, original, args, infinite
    )


TIMES = A.Unknown("倍")


def value_times_of(b: Any, v: Any) -> ValueSet | None:
    """「XのYをN倍にする」 / 「XのYはN倍になる」 (``value_set_of`` with ``times``): whose value,
    which, and the factor N; None for any other step."""
    return value_set_of(b, v, times=True)


def _stat_term(t: Any, v: Any) -> bool:
    return isinstance(t, A.Stat) or (isinstance(t, A.Word) and t.id in v.stat_words)


def _values_joined(b: Any, v: Any) -> tuple[A.Action, A.Action] | None:
    """「XのYとZを…にする」 (the grammar: 「XのYと」 a WITH, 「Z」 the object, Z a value with nothing
    before it): the two steps 「XのYを…にする」 and 「XのZを…にする」. None for any other step."""
    if not isinstance(b, A.Action) or b.verb != "do":
        return None
    withs = [a.value for a in b.args if a.role is A.Role.WITH]
    objects = [a.value for a in b.args if a.role is A.Role.OBJECT]
    if len(withs) != 1 or len(objects) != 1:
        return None  # (another shape, 「アタックもブーストもできない」: not this one's to refuse)
    first, second = withs[0], objects[0]
    if not (
        isinstance(first, A.NounPhrase)
        and isinstance(second, A.NounPhrase)
        and len(first.terms) >= 2
        and first.links[-1] == "の"
        and _stat_term(first.terms[-1], v)
        and len(second.terms) == 1
        and _stat_term(second.terms[0], v)
    ):
        return None
    other = A.NounPhrase((*first.terms[:-1], second.terms[0]), first.links)
    kept = tuple(a for a in b.args if a.role is not A.Role.WITH)

    def _with(obj: A.NounPhrase) -> A.Action:
        return replace(
            b,
            args=tuple(replace(a, value=obj) if a.role is A.Role.OBJECT else a for a in kept),
        )

    return _with(first), _with(other)


def times_value(b: A.Action, r: Reading) -> list[Op] | None:
    """「XのYを２倍にする」 / 「XのYは２倍になる」: a value multiplied — an increase by what the value
    is times (N-1) when the effect is resolved, fixed from then on (VG 11.11.4.1.1: 「‘2倍になる’
    効果は、その解決時点でのその情報の値を増加分とする効果として処理します」): ``Op("stat")``
    with ``detail`` ``("times", N)``, for as long as printed (or as the effect's own). The
    values a game's runtime multiplies are its data (``Vocab.times_stats``); another value, a
    continuous ability's (a value that would follow the current one) or an original value are
    refused. None for any other step."""
    pair = _values_joined(b, r.v)
    if pair is not None:
        # 「XのYとZを２倍にする」: each value multiplied, as if said one by one (each its own
        # increase fixed at the resolution, 11.11.4.1.1)
        ops = [times_value(one, r) for one in pair]
        return None if None in ops else [op for got_ in ops for op in got_ or ()]
    got = value_times_of(b, r.v)
    if got is None:
        return None
    args = dict(got.rest)
    time = args.pop(A.Role.TIME, None)
    if args:
        raise Unsupported("a value multiplied, with more said")
    if got.stat not in r.v.times_stats or got.original:
        raise Unsupported(f"a value multiplied: {'original ' if got.original else ''}{got.stat}")
    if r.kind == "continuous":
        raise Unsupported("a value kept multiplied (a continuous ability)")
    if got.n < 1:
        raise Unsupported("a value multiplied by less than 1")
    target = sel(got.whose, r.v) if got.whose is not None else Sel(ref="implied")
    until = until_of(time, r) if time is not None else "inherit"
    return [Op("stat", target=target, stat=got.stat, until=until, detail=(("times", got.n),))]


def set_value(b: A.Action, r: Reading) -> list[Op] | None:
    """「XのYをNにする」 / 「XのYはNになる」 (「…Nとなる」, ``value_set_of``): the value is N from
    then on, whatever it was (VG 11.11.1.9, VS 8.9.1.3); 「Xの元々のYをNにする / はNになる」: its
    original value is N (``detail`` ``original``). The values a game lets be set are its data
    (``Vocab.set_stats``); another is refused. None for any other step."""
    got = value_set_of(b, r.v)
    if got is None:
        return None
    args = dict(got.rest)
    time = args.pop(A.Role.TIME, None)
    if args:
        return None
    if got.stat not in r.v.set_stats:
        raise Unsupported(f"a value set of {got.stat}")
    if got.infinite and (got.original or got.stat not in r.v.infinite_stats):
        raise Unsupported(f"a value made ∞: {'original ' if got.original else ''}{got.stat}")
    target = sel(got.whose, r.v) if got.whose is not None else Sel(ref="implied")
    base: dict[str, Any] = {
        "detail": (("original", True),)
        if got.original
        else (("infinite", True),)
        if got.infinite
        else ()
    }
    if r.kind == "continuous":
        base["cond"] = during(time, r.v)
    elif time is None:
        base["until"] = "inherit"
    else:
        base["until"] = until_of(time, r)
    return [Op("stat", target=target, stat=got.stat, amount=got.n, set_to=True, **base)]


def set_value_step(st: A.Step, r: Reading) -> list[Op] | None:
    """``set_value`` as a step hook (``Vocab.hooks["step"]``) of a game that lets values be set."""
    return set_value(st.body, r) if isinstance(st.body, A.Action) else None


def in_active_voice(st: A.Step, r: Any, reader: Any) -> Read | None:
    """A game's construction that reads every step it is given (``reader(step, reading)``, a
    step hook that refuses what it does not know rather than declining it) reads a passive step
    as its active voice (``active_voice``): what it reads of that, with the passive form
    declared read. None when the step is not such a passive one, or the reader declines it."""
    active = active_voice(st.body)
    if active is None:
        return None
    got = reader(replace(st, body=active), r)
    if got is None:
        return None
    g = got if isinstance(got, Read) else read(got)
    return read(
        list(g),
        *g.forms,
        st.body.form,
        modal=g.modal,
        condition=g.condition,
        plain_lead=g.plain_lead,
    )


def stat_subject_folded(b: Any, v: Vocab | None = None) -> A.Action | None:
    """「グレードがあなたのヴァンガードのグレード以下のユニットカードを１枚選び」 / 「グレードがあなたの
    ヴァンガード以下の…」: the grammar reads the value 「グレードが」 as the step's subject and the
    rest as its object; the value is the object's, compared with the card named (its same value,
    said or not) — the object 「あなたのヴァンガードのグレード以下のユニットカード」, which the
    selector reads. So with a number (「攻撃力が2000以下のあなたのリングのカードを+0/+1000」,
    ``_stat_bound_said``): the filter on that value of the cards, as 「パワー3000以上の」 (an
    ``A.StatFilter``). None for any other step."""
    if not isinstance(b, A.Action):
        return None
    subj = [a for a in b.args if a.role is A.Role.SUBJECT]
    if len(subj) == 1 and not subj[0].pause:
        # the number's phrase is the argument after the value: を / に / none (「パワーが10000以上
        # のあなたのリアガードすべてのパワー＋2000」)
        said = [
            (a, f)
            for a in b.args
            if a.role in (A.Role.OBJECT, A.Role.GOAL, A.Role.NONE)
            for f in (_stat_bound_said(subj[0].value, a.value, v),)
            if f is not None
        ]
        if len(said) == 1:
            got, filtered = said[0]
            args = tuple(
                replace(a, value=filtered) if a is got else a for a in b.args if a is not subj[0]
            )
            return replace(b, args=args)
    obj = [a for a in b.args if a.role is A.Role.OBJECT]
    if len(subj) != 1 or len(obj) != 1:
        return None
    s, o = subj[0].value, obj[0].value
    if not (
        isinstance(s, A.NounPhrase)
        and len(s.terms) == 1
        and isinstance(s.terms[0], A.Stat)
        and isinstance(o, A.NounPhrase)
    ):
        return None
    out = _stat_said(o, s.terms[0])
    first = o.terms[0] if o.terms else None
    if out is None and isinstance(first, A.Relative) and first.clause.verb == "contain":
        # 「グレードがあなたのヴァンガード以下の「X」を含むカード」: the grammar hangs the compared
        # phrase on the name the clause contains
        inner = [a for a in first.clause.args if a.role is A.Role.OBJECT]
        said = _stat_said(inner[0].value, s.terms[0]) if len(inner) == 1 else None
        if said is not None:
            c = replace(
                first.clause,
                args=tuple(
                    replace(a, value=said) if a is inner[0] else a for a in first.clause.args
                ),
            )
            out = replace(o, terms=(A.Relative(c), *o.terms[1:]))
    if out is None:
        return None
    args = tuple(replace(a, value=out) if a is obj[0] else a for a in b.args if a is not subj[0])
    return replace(b, args=args)


# a bound of a bare number after 「<値>が」 -> the comparison of ``A.StatFilter``
_COUNT_CMP = {"at_most": "le", "at_least": "ge", "less_than": "lt", "exact": "eq"}


def _stat_bound_said(s: Any, o: Any, v: Vocab | None) -> A.NounPhrase | None:
    """「攻撃力が2000以下のあなたのリングのカード」 / 「パワーが10000以上の…」: a value named with が
    (an ``A.Stat``, or a word the game lists as one of its values, ``Vocab.stat_words``) and the
    object's first term a bare number with its comparison, linked by の to the cards it describes
    — the object with that number read as the filter on the value (``A.StatFilter``, as 「パワー
    3000以上の」 is typed). None for any other pair."""
    if not (isinstance(s, A.NounPhrase) and s.terms and isinstance(o, A.NounPhrase)):
        return None
    # 「あなたの元々のパワーが10000以上のリアガード」: 元々の before the value (its original value,
    # read by the selector: ``nouns``), and the owner said before it is the described cards'
    # (「あなたの[…の]リアガード」) when they name none of their own
    lead: tuple[Any, ...] = ()
    terms, links = s.terms, s.links
    if len(terms) > 1 and isinstance(terms[0], A.Owner) and links[0] == "の":
        if any(isinstance(x, A.Owner) for x in o.terms):
            return None
        lead, terms, links = (terms[0],), terms[1:], links[1:]
    original: tuple[Any, ...] = ()
    if len(terms) == 2 and terms[0] in (A.Word("original"), A.Word("originally")):
        if links[0] != "の":
            return None
        original, terms = (terms[0],), terms[1:]
    if len(terms) != 1:
        return None
    t = terms[0]
    if isinstance(t, A.Word) and v is not None and t.id in v.stat_words:
        t = A.Stat(v.stat_words[t.id])
    if not isinstance(t, A.Stat) or len(o.terms) < 2 or o.links[0] != "の":
        return None
    n = o.terms[0]
    if not (
        isinstance(n, A.Count)
        and n.unit == "none"
        and n.bound in _COUNT_CMP
        and n.least is None
        and n.number is not None
        and n.number.value is not None
    ):
        return None
    f = A.StatFilter(t, n.number, _COUNT_CMP[n.bound])
    # the filter first (its 元々の before it), then the owner, then the cards described
    return A.NounPhrase(
        (*original, f, *lead, *o.terms[1:]),
        ("の",) * len(original) + (o.links[0],) + ("の",) * len(lead) + o.links[1:],
        o.span,
    )


def _stat_said(o: Any, stat: A.Stat) -> A.NounPhrase | None:
    """``o`` with ``stat`` said before its bound (「あなたのヴァンガード以下の」 -> 「あなたの
    ヴァンガードのグレード以下の」); as it is when said already; None when it has no bound or
    names another value."""
    if not isinstance(o, A.NounPhrase):
        return None
    k = next((i for i, t in enumerate(o.terms) if t in _BOUNDS), None)
    if k is None or k == 0:
        return None
    terms, links = list(o.terms), list(o.links)
    if terms[k - 1] != stat:
        if isinstance(terms[k - 1], A.Stat):
            return None  # 「グレードがXのパワー以下の」: two values, not read
        terms.insert(k, stat)
        links.insert(k - 1, "の")
    return A.NounPhrase(tuple(terms), tuple(links), o.span)


def _suru_stems() -> dict[str, str]:
    from grammar.lexicon import VERBS

    return {surface: vid for vid, surface, conj in VERBS if conj == "suru"}


SURU_STEMS = _suru_stems()


def each_also_verb(b: Any) -> list[A.Action] | None:
    """「このユニットはアタックもブーストもできない」: two (or more) verbs' nouns each with も before
    one する (the grammar reads them as arguments of 「する」 with the role also) — each verb done
    with the rest of the clause (「アタックできず、ブーストできない」), in order; None for another
    step."""
    if not isinstance(b, A.Action) or b.verb != "do":
        return None
    alsos = [a for a in b.args if a.role is A.Role.ALSO]
    if len(alsos) < 2:
        return None
    verbs = []
    for a in alsos:
        t = (
            a.value.terms[0]
            if isinstance(a.value, A.NounPhrase) and len(a.value.terms) == 1
            else None
        )
        if isinstance(t, A.Word) and t.id in SURU_STEMS.values():
            verbs.append(t.id)
        elif isinstance(t, A.Unknown) and t.text in SURU_STEMS:
            verbs.append(SURU_STEMS[t.text])
        elif isinstance(t, A.Label) and t.kind == "keyword" and t.name in SURU_STEMS:
            verbs.append(SURU_STEMS[t.name])
        else:
            return None
    rest = tuple(a for a in b.args if a.role is not A.Role.ALSO)
    return [replace(b, verb=v, args=rest) for v in verbs]


def bracketed_verb(b: Any) -> A.Action | None:
    """「相手は【インターセプト】できない」: a verb's noun in brackets before する (the grammar reads
    it as a keyword label, する its verb) is that verb (「相手はインターセプトできない」), the label
    taken out; None for another step (a label that names no する-verb: a keyword action such as
    【ソウルチャージ】, read by the game)."""
    if not isinstance(b, A.Action) or b.verb != "do":
        return None
    labels = [
        a
        for a in noun_args(b, A.Role.NONE, 1)
        if isinstance(label := np_terms(a.value)[0], A.Label)
        and label.kind == "keyword"
        and label.count is None
        and label.name in SURU_STEMS
    ]
    if len(labels) != 1:
        return None
    name = labels[0].value.terms[0].name  # type: ignore[union-attr]
    return replace(b, verb=SURU_STEMS[name], args=tuple(a for a in b.args if a is not labels[0]))


def _further(st: A.Step, op: Op) -> Op:
    """A change with no period of its own in a step opened by 「さらに」 continues the sentence
    before it (VG 11.2.5: a sentence opened by さらに always has one before it, and is done as
    part of it): it lasts as long as the change said there (``abilities.durations``), not the
    game's default for a period left unsaid (VG 11.3.1.2 「このゲーム中」), which is for a
    sentence standing alone — so do the steps after it in its sentence (「さらに…を１枚選び、
    パワー＋5000」)."""
    if "additionally" in (st.lead, st.lead_inner):
        return replace(op, detail=(*op.detail, FURTHER))
    return op


# the mark of an operation of a step opened by 「さらに」 (read and taken off by
# ``abilities.durations``)
FURTHER = ("further", True)


def _manner_instead(st: A.Step, r: Reading) -> Op | None:
    """「[Xなら、]コールする際、【レスト】ではなく【スタンド】でコールしてよい」: when the step of this
    ability doing that verb is done, it is done in the other state (its orientation: 【スタンド】
    for 【レスト】) when the condition holds — a replacement inside the ability (11.3.1.3.5), of
    the step before it (``with_instead``; ``detail`` ``manner``); 「…してよい」: the master's pick.
    None for any other step."""
    b, c = st.body, st.condition
    if not (isinstance(b, A.Action) and c is not None and c.marker == "chain"):
        return None
    sai = [p for p in c.parts if p.marker == "sai"]
    if (
        len(sai) != 1
        or sai[0].clause != A.Action(b.verb, (), A.Form.FINAL)
        or not any(a.role is A.Role.INSTEAD_OF for a in b.args)
    ):
        return None
    args = {a.role: a.value for a in b.args}
    if set(args) != {A.Role.INSTEAD_OF, A.Role.MEANS} or st.lead is not None or st.cost:
        raise Unsupported(f"a {b.verb} done in another manner, of this shape")
    was, now = sel(args[A.Role.INSTEAD_OF], r.v), sel(args[A.Role.MEANS], r.v)
    states = ("stand", "rest")
    if not (
        was == Sel(states=was.states)
        and now == Sel(states=now.states)
        and len(was.states) == len(now.states) == 1
        and was.states[0] in states
        and now.states[0] in states
    ):
        raise Unsupported(f"a {b.verb} done in another manner, of this shape")
    op = r.v.verbs.get(b.verb)
    if op is None or op not in r.v.manner_steps:
        raise Unsupported(f"a {b.verb} done in another manner, in a game that cannot run it")
    rest = tuple(p for p in c.parts if p is not sai[0])
    cond = both(*(condition(p, r.v) for p in rest)) if rest else None
    optional = b.form in OPTIONAL
    detail = (("manner", (op, "orientation", was.states[0], now.states[0], optional)),)
    return Op("instead", cond=cond, detail=detail, sentence=r.sentence)


class Read(list[Op]):
    """A game's construction's operations with what of its step it read beyond the plain step
    (``read``): its forms (「…しない」, 「…してもよい」, 「…できない」 …) and its modal
    (``modal``: ことができる …)."""

    forms: frozenset[A.Form]
    modal: bool
    # the construction read the step's condition as a part of itself (VG 「…する際、２枚以上
    # 同時にコールしない限りコールできない」): the shared reader does not read it again
    condition: bool = False
    # the construction read the step alone, not its connector: the shared reader reads a
    # 「かわりに」 opening it as any step's (``_lead``), not as the construction's replacement
    plain_lead: bool = False


def read(
    ops: list[Op],
    *forms: A.Form,
    modal: bool = False,
    condition: bool = False,
    plain_lead: bool = False,
) -> Read:
    """``ops`` as read by a construction that reads the step's form when it is one of
    ``forms`` (and its modal when said; ``condition``: the step's condition too): a hook
    returns this for a step in a form other than the plain one, else the shared reader
    refuses it (``as_read``)."""
    out = Read(ops)
    fs = set(forms)
    if fs & {A.Form.OPTIONAL, A.Form.PERMISSIVE}:
        # 「…してもよい」 says what 「…してよい」 says: a construction reading one reads the other
        fs |= {A.Form.OPTIONAL, A.Form.PERMISSIVE}
    out.forms, out.modal, out.condition = frozenset(fs), modal, condition
    out.plain_lead = plain_lead
    return out


def as_read(st: A.Step, got: list[Op]) -> None:
    """A game's construction (a step hook) answers for a step only in what it declares it
    read: a form other than the plain step's (「…しない」 negative, 「…してもよい」 optional, …) or
    a modal (ことができる …) it did not declare refuses the step — before, the shared reader did
    not look and a hook that ignored them ran 「…を付与しない」 or 「…してもよい」 as the plain
    mandatory step, with no warning. A 「！」 after a step in the plain form is emphasis
    (「【スタンド】させる！」), read as the plain step by hooks and the shared reader alike; the one
    it marks with a meaning, 「…ならプレイできる！」 (a play requirement, VG 11.8.2.4.2), is in the
    form ``can``, which this refuses unless declared."""
    b = st.body
    if not isinstance(b, A.Action):
        return
    forms = got.forms if isinstance(got, Read) else frozenset()
    if b.form not in PLAIN_FORMS and b.form not in forms:
        raise Unsupported(f"a step in form {b.form.value} (the construction reads the plain step)")
    if b.modal is not None and not (isinstance(got, Read) and got.modal):
        raise Unsupported(f"the modal {b.modal} (the construction reads the plain step)")


def plain(b: A.Action) -> None:
    """The shared action reader reads the plain step and its optional form (〜てよい /
    〜てもよい): any other form, or a modal, refuses it — checked here, not only by ``step``,
    since a game's construction hands its own action to ``action`` too."""
    if b.modal is not None:
        raise Unsupported(f"the modal {b.modal}")
    if b.form not in STEP_FORMS:
        raise Unsupported(f"a step in form {b.form.value}")


def _lead(st: A.Step, v: Vocab | None = None) -> str | None:
    """What the connector opening the step asks of it; 「さらに」 is gated by the sentence before
    in a game whose rules say so (``Vocab.furthermore``)."""
    leads = dict(LEADS)
    if v is not None and v.furthermore:
        leads["additionally"] = "furthermore"
    if v is not None and v.instead_sentences and st.condition is not None:
        leads["instead"] = "replaces"  # checked by ``abilities.sentence_replaced``
    if st.lead not in leads:
        raise Unsupported(f"the connector {st.lead}")
    lead = leads[st.lead]
    if st.lead_inner is not None:
        inner = leads.get(st.lead_inner, "?")
        if inner == "?":
            raise Unsupported(f"the connector {st.lead_inner}")
        if lead is not None and inner is not None and inner != lead:
            raise Unsupported("two connectors that ask different things")
        lead = lead or inner
    return lead


# ``Op.detail`` key of a replaced amount said without the amount it replaces (「かわりに＋10000」):
# the nearest change before it
NEAREST_AMOUNT = "nearest_amount"


def _around(op: Op, lead: str | None, cond: Cond | None, cost: Any, r: Reading) -> Op:
    return replace(
        op,
        lead=lead or op.lead,
        cond=both(cond, op.cond),
        cost=cost if cost is not None else op.cost,
        sentence=r.sentence,
    )


def zone_counted(b: A.Action, zones: Any) -> A.Action:
    """「(あなたは)手札を1枚選び」 / 「相手の手札を2枚クラッシュする」: a zone named as the object,
    with a count of cards beside it and no place of its own, is that many cards of the zone — the
    zone the source (「手札から」), カード the object (「手札からカードを1枚選び」). ``zones`` are
    the zone ids of the game (``Vocab.zones``); any other action is returned as it is. Called by
    a game's construction that reads the choice (CO ``_chosen_move``); not by ``action``, since
    VS reads 「相手は自分の手札を1枚選び」 in its own form."""
    args = {x.role: x for x in b.args}
    if len(args) != len(b.args) or A.Role.SOURCE in args or A.Role.OBJECT not in args:
        return b
    obj, extra = args[A.Role.OBJECT], args.get(A.Role.NONE)
    terms = obj.value.terms if isinstance(obj.value, A.NounPhrase) else ()
    if (
        extra is None
        and len(terms) >= 2
        and isinstance(terms[-1], A.Count)
        and isinstance(terms[-2], A.Zone)
        and obj.value.links[-1:] == ("",)
    ):
        # 「あなたの手札1枚を…」: the count printed in the phrase, as 「あなたの手札を1枚…」
        count = A.Arg(A.Role.NONE, A.NounPhrase((terms[-1],)))
        zone = replace(obj, value=A.NounPhrase(terms[:-1], obj.value.links[:-1]))
        return zone_counted(
            replace(
                b, args=tuple(y for x in b.args for y in ((zone, count) if x is obj else (x,)))
            ),
            zones,
        )
    if not terms or not isinstance(terms[-1], A.Zone) or terms[-1].id not in zones:
        return b
    if any(not isinstance(t, A.Owner) for t in terms[:-1]) or len(terms) > 2:
        return b
    counted = (
        extra.value.terms if extra is not None and isinstance(extra.value, A.NounPhrase) else ()
    )
    if len(counted) != 1 or not isinstance(counted[0], A.Count) or counted[0].unit != "card":
        return b
    cards = A.NounPhrase((A.CardKind("card"),))
    out = []
    for x in b.args:
        if x is obj:
            out.append(replace(x, role=A.Role.SOURCE))
            out.append(replace(x, role=A.Role.OBJECT, value=cards))
        else:
            out.append(x)
    return replace(b, args=tuple(out))


def action(b: A.Action, r: Reading) -> list[Op]:
    """The action of a step, by its verb's operation and its arguments."""
    v = r.v
    plain(b)
    b = joined_quotes(
        _object_out_of_relative(
            _place_out_of_acted(
                _different_name(_limit_out_of_state(_direction_as_goal(timed(b, v)))), v
            )
        )
    )
    args = args_of(b)
    optional = b.form in OPTIONAL
    op = v.verbs.get(b.verb)
    if b.verb == "attack" and v.attack_instruction and b.form is A.Form.FINAL:
        op = "attack_instruction"
    if b.verb in ("gain", "give") and A.Role.OBJECT in args and _granted(args[A.Role.OBJECT]):
        return [_grant(b, args, r, optional)]
    if b.verb == "stat_change":
        return [_stat_change(b, args, r, optional)]
    if b.verb == "lose" and args.get(A.Role.OBJECT) == A.NounPhrase((A.Ref("this_ability"),)):
        # 「この能力を失う」 (VG 7.14.2): the ability being resolved is as if not printed (or not
        # given) on its card, for the period said — else the game's default (``Vocab.default_until``)
        _only(args, {A.Role.OBJECT, A.Role.TIME}, "losing this ability")
        if optional or b.form not in PLAIN_FORMS:
            raise Unsupported("losing this ability in a form other than the plain step")
        until = until_of(args[A.Role.TIME], r) if A.Role.TIME in args else v.default_until
        return [Op("lose_ability", target=Sel(ref="this"), until=until)]
    if b.verb == "lose" and v.lose_all and _every_ability(args.get(A.Role.OBJECT)):
        return [_lose_all(args, r, optional)]
    if b.verb in ("do", "perform") and v.quoted_effects:
        # 「『…』を行う」 / 「『…』をしてよい」: a quoted effect carried out
        quoted = _quoted_effect(args, r, {"optional": optional})
        if quoted is not None:
            return [quoted]
    if b.verb == "choose" and (again := _same_again(args, b.form, v)) is not None:
        return [again]
    if b.verb == "do" and (end := _game_end(args, r, optional, b.form)) is not None:
        return [end]
    # 「このターンを終了する」 is typed as 終了 + する, or (since round 51) as the verb 終了する
    # (the lexicon's ``finish``): read as the noun and する
    said = {**args, A.Role.NONE: A.NounPhrase((A.Unknown("終了"),))} if b.verb == "finish" else args
    if b.verb in ("do", "finish") and (ends := _turn_end(said, r, optional, b.form)) is not None:
        return [ends]
    if (b.verb, b.form) in (("be", A.Form.NOMINAL), ("do", A.Form.FINAL)) and set(args) == {
        A.Role.INSTEAD_OF,
        A.Role.PREDICATE if b.verb == "be" else A.Role.NONE,
    }:
        # 「(1)ではなく(2)」 / 「(1)ではなく(2)する」 / 「１枚ではなく２枚」, a count alone: replaces
        # the count of the nearest step before it with that count (``abilities.with_instead``,
        # ``count`` ``*``)
        # 「【エネルギーチャージ】(1)ではなく【エネルギーチャージ】(2)」 / 「…(1)ではなく(2)」: the
        # count said with the keyword action it counts replaces that action's count only
        new_role = A.Role.PREDICATE if b.verb == "be" else A.Role.NONE
        act_was, was_np = _act_count(args[A.Role.INSTEAD_OF], v)
        act_now, now_np = _act_count(args[new_role], v)
        was, now = _lone_count(was_np), _lone_count(now_np)
        if optional or was is None or now is None or was[0] != now[0]:
            raise Unsupported("「AではなくB」 of this shape")
        if act_now is not None and act_now != act_was:
            # 「(1)ではなく【ソウルチャージ】(2)」 / 「【エネルギーチャージ】(1)ではなく【ソウルチャージ】
            # (1)」: another action in place of the first, not its count replaced
            raise Unsupported("「AではなくB」 naming another action in B")
        detail = (("count", act_was or "*"), ("unit", now[0]))
        return [Op("instead", replaces=was[1], n=now[1], bound=now[2], detail=detail)]
    if b.verb == "do" and set(args) == {A.Role.INSTEAD_OF, A.Role.GOAL}:
        # 「グレード１以下ではなくグレード２以下にする」: a filter of the choice before it in the
        # ability replaced (``abilities.with_instead``), as 「１枚ではなく２枚」 replaces its count
        old, new = _only_stats(args[A.Role.INSTEAD_OF], v), _only_stats(args[A.Role.GOAL], v)
        if optional or b.form not in PLAIN_FORMS or not old or not new:
            raise Unsupported("「AではなくBにする」 of this shape")
        if not v.instead_filter:
            raise Unsupported("「AではなくBにする」 in a game whose runtime does not read it")
        return [Op("instead", detail=(("filter", (old, new)),))]
    if b.verb == "lose_game":
        # 「Pは（このゲームに）敗北する」 with 敗北 a lexicon verb (since round 15, for WS 「…によって
        # 敗北しない」): the same step as 「敗北」 + する
        end = _game_end(args, r, optional, b.form, "lose")
        if end is None:
            raise Unsupported(f"the action {b.verb}.{b.form.value}")
        return [end]
    if op is None:
        raise Unsupported(f"the action {b.verb}.{b.form.value}")
    base: dict[str, Any] = {"optional": optional, **per_step(args, r, op)}
    if A.Role.TIME in args:
        base["until"] = until_of(args.pop(A.Role.TIME), r)
    if op == "draw" and A.Role.INSTEAD_OF in args:
        # 「１枚ではなく２枚引く」: the count of the draw before it replaced (``with_instead``)
        return [_count_instead(op, args, base, r.v)]
    if op == "draw":
        _performer(args, base, r, op)
        _only(args, {A.Role.NONE, A.Role.SOURCE, A.Role.OBJECT}, "a draw")
        if A.Role.NONE not in args and _is_same_count(args.get(A.Role.OBJECT)):
            # 「置いた枚数と同じ枚数を引く」: the を on the count, as 「…と同じ枚数引く」 (the object
            # of a draw is its count, as 「１枚を選び」 for a choice)
            args[A.Role.NONE] = args.pop(A.Role.OBJECT)
        _drawn(args, r, base.get("performer", "you"))
        counted = same_number(args.get(A.Role.NONE), r, op)
        if counted is not None:
            base["detail"] = (*base.get("detail", ()), ("n_of", counted))
            return [Op("draw", n=0, **base)]
        nb = bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else (1, "exact")
        if nb is None or nb[0] is None:
            raise Unsupported("a draw of an open number")
        return [Op("draw", n=nb[0], bound=nb[1], **base)]
    if op in ("choose", "search") and _items_chosen(args) and "modes" in v.verbs.values():
        return [items_choice(args, base, r.v)]
    if op in ("choose", "search") and A.Role.INSTEAD_OF in args:
        return [_count_instead(op, args, base, r.v)]
    if op == "choose":
        joint = _joint_choice(args, r, base)
        if joint is not None:
            return joint
    if op in ("choose", "search"):
        return [_choose(op, args, r, base)]
    if op == "modes":
        return [_modes(args, base, r.v)]
    if op == "look":
        return [_look(args, r, base)]
    if op == "attack_instruction":  # (``Vocab.attack_instruction``)
        return [_attack_instruction(args, r, base, b.form)]
    return [_move(op, b.verb, args, r, base)]


def _attack_instruction(
    args: dict[A.Role, Any], r: Reading, base: dict[str, Any], form: A.Form
) -> Op:
    """「(ユニットA)は(ユニットB)にアタックする」 (VG 7.36.1): an instruction that units the topic
    names attack a unit the goal names, carried out by the game's runtime once the effect is
    over — ``Op("attack_instruction", target=<unit A>, detail=(("attacked", <unit B>),))``."""
    v = r.v
    if base.get("optional") or form not in PLAIN_FORMS:
        raise Unsupported("an attack instruction in a form other than the plain step")
    if set(args) != {A.Role.TOPIC, A.Role.GOAL}:
        raise Unsupported("an attack instruction with more or less said than who attacks whom")
    who, whom = sel(args[A.Role.TOPIC], v), sel(args[A.Role.GOAL], v)
    return Op("attack_instruction", target=who, detail=(("attacked", whom),))


# 「（あなた|相手）は（このゲームに）敗北する / 勝利する」, 「（あなた|相手）は投了する」: the game
# ends for a player by an effect (a loss, a win, a concession the effect tells it to make);
# the game's runtime says what its rules make of it (a concession no effect forces, a
# prohibition 「…は敗北しない」 that beats the instruction)
GAME_END = {"敗北": "lose", "勝利": "win", "投了": "concede"}
THIS_GAME = (A.Ref("this"), A.Word("game"))  # 「このゲーム（に）」
# 「このゲームに」 / 「ゲームに」: the game being played, the only one a card's text can name
GAME_GOALS = (THIS_GAME, (A.Word("game"),))


# 「すべてのプレイヤー」 / 「全てのプレイヤー」 as a step's topic: every player
EVERY_PLAYER_TERMS = (
    (A.Count(None, "card", "all"), A.Owner("player")),
    (A.Owner("all_players"), A.Owner("player")),
    (A.Owner("all_players"),),
)


def _game_end(
    args: dict[A.Role, Any], r: Reading, optional: bool, form: A.Form, verb: str | None = None
) -> Op | None:
    """The step 「Pは（このゲームに）敗北する / 勝利する / 投了する」 as ``Op("game_end")`` with
    ``detail`` ``(("game_end", lose | win | concede),)`` and the player as ``performer``; None
    when the step is not of that shape. ``verb``: what a lexicon verb already says (敗北する:
    ``lose``), no noun before する then."""
    what: str | None = verb
    if verb is None:
        np = args.get(A.Role.NONE)
        if not (isinstance(np, A.NounPhrase) and len(np.terms) == 1):
            return None
        t = np.terms[0]
        what = GAME_END.get(t.text) if isinstance(t, A.Unknown) else None
    elif A.Role.NONE in args:
        return None
    if what is None or A.Role.TOPIC not in args:
        return None
    goal = args.get(A.Role.GOAL)
    terms = getattr(goal, "terms", None)
    if goal is not None and (
        what == "concede"
        or terms not in GAME_GOALS
        # 「ゲームに敗北しない」 and the like are left to the readers of those forms, as before
        or (terms != THIS_GAME and (optional or form not in PLAIN_FORMS))
    ):
        return None
    if set(args) - {A.Role.NONE, A.Role.TOPIC, A.Role.GOAL}:
        raise Unsupported(f"a {what} with more said")
    if optional or form not in PLAIN_FORMS:
        raise Unsupported(f"a {what} in a form other than the plain step")
    base: dict[str, Any] = {}
    topic = args[A.Role.TOPIC]
    if isinstance(topic, A.NounPhrase) and topic.terms in EVERY_PLAYER_TERMS:
        # 「すべてのプレイヤーはゲームに敗北する」: every player at once (``performer`` ``all``;
        # a game reads it as its rules say — all losing at once is a draw, VS 1.2.3)
        if not r.v.every_player_game_end:
            raise Unsupported(f"a {what} of every player, in a game that cannot run it")
        return Op("game_end", performer="all", detail=(("game_end", what),))
    _performer({A.Role.TOPIC: topic}, base, r, "game_end")
    if base.get("performer") not in ("you", "opponent"):
        raise Unsupported(f"a {what} of something other than one player")
    return Op("game_end", performer=base["performer"], detail=(("game_end", what),))


# 「（この / その）ターンを終了する」 / 「このターンは終了する」: the turn the instruction ends
TURNS = ((A.Word("turn"),), (A.Ref("this"), A.Word("turn")), (A.Ref("that"), A.Word("turn")))


def _turn_end(args: dict[A.Role, Any], r: Reading, optional: bool, form: A.Form) -> Op | None:
    """The instruction 「このターンを終了する」 (「ターンを / そのターンを終了する」, 「このターンは
    終了する」; 終了 + する, the way 「敗北する」 is read by ``_game_end``) as ``Op("end_turn")``:
    the game's runtime ends the turn (VG 18.4.1), reading it only when its vocabulary says so
    (``Vocab.turn_end``). None when the step is not of that shape."""
    np = args.get(A.Role.NONE)
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Unknown)
        and np.terms[0].text == "終了"
    ):
        return None
    what = args.get(A.Role.OBJECT, args.get(A.Role.TOPIC))
    if not isinstance(what, A.NounPhrase) or tuple(what.terms) not in TURNS:
        return None
    if set(args) - {A.Role.NONE, A.Role.OBJECT, A.Role.TOPIC} or (
        A.Role.OBJECT in args and A.Role.TOPIC in args
    ):
        raise Unsupported("ending the turn with more said")
    if optional or form not in PLAIN_FORMS:
        raise Unsupported("ending the turn in a form other than the plain step")
    if not r.v.turn_end:
        raise Unsupported("ending the turn in a game whose runtime does not read it")
    return Op("end_turn")


NAME = A.Word("name")


def _different_name(b: A.Action) -> A.Action:
    """「あなたのドロップから、このユニットと異なる名前のカードを１枚選び」: 「Xと異なる名前の」 is
    「Xと別名の」 (a name none of X's, 12.6.1). The grammar reads 「…Xと異なる」 as a relative clause on
    「名前」 and hangs on it what precedes in the step (「あなたのドロップから、」); as 「Xと別名の」
    is read, X (と) and those arguments are the step's, and the head 「別名の…」. A step that already
    has an argument of one of those roles is returned as it is."""
    for k, a in enumerate(b.args):
        x = a.value
        if not (
            isinstance(x, A.NounPhrase)
            and len(x.terms) > 2
            and isinstance(x.terms[0], A.Relative)
            and x.terms[1] == NAME
            and x.links[:2] == ("", "の")
        ):
            continue
        c = x.terms[0].clause
        roles = [y.role for y in c.args]
        if (
            c.verb not in ("be_different", "differ")
            or c.form is not A.Form.FINAL
            or roles.count(A.Role.WITH) != 1
            or len(set(roles)) != len(roles)
            or set(roles) & {y.role for y in b.args}
        ):
            return b
        head = A.NounPhrase((A.Ref("different_name"), *x.terms[2:]), x.links[1:])
        args = (*b.args[:k], *c.args, replace(a, value=head), *b.args[k + 1 :])
        return replace(b, args=args)
    return b


def _place_out_of_acted(b: A.Action, v: Vocab) -> A.Action:
    """「あなたのドロップから、退却させたユニットと別名のカードを１枚選び」 / 「あなたの山札から退却
    させたユニットのグレード以下の…を探し」: the grammar hangs the step's から-place on the
    relative clause that opens one of its noun phrases — a past act on the cards after it with
    nothing else in it (the cards this ability did it to: ``nouns._acted``). The place is the
    step's when the step has none of its own and either a comma sets it off from the clause or
    the act is one on units on the field (``Vocab.field_acts``: a retire takes its units from
    the circles, never from the place named). Else the phrase is left as it is (「手札から捨てた
    カード」: the hand is where they were discarded from)."""
    from ruling.cardtext.nouns import ACTED_FORMS

    if any(a.role is A.Role.SOURCE for a in b.args):
        return b
    for k, a in enumerate(b.args):
        np = a.value
        if not isinstance(np, A.NounPhrase) or len(np.terms) < 2:
            continue
        t = np.terms[0]
        if not isinstance(t, A.Relative) or np.links[0].rstrip("、") != "":
            continue
        c = t.clause
        if c.form not in ACTED_FORMS or [x.role for x in c.args] != [A.Role.SOURCE]:
            continue
        place = c.args[0]
        if not (place.pause or v.verbs.get(c.verb) in v.field_acts):
            continue
        bare = replace(t, clause=replace(c, args=()))
        args = list(b.args)
        args[k] = replace(a, value=replace(np, terms=(bare, *np.terms[1:])))
        return replace(b, args=(replace(place, pause=False), *args))
    return b


def _direction_as_goal(b: A.Action) -> A.Action:
    """「ソウルへ置く」 / 「手札へ戻す」: the place marked by へ (role ``direction``) is where the
    step puts the cards, as 「ソウルに置く」 says it — read as the に-place when the step has none
    (before: every step with a へ-place was refused)."""
    dirs = [a for a in b.args if a.role is A.Role.DIRECTION]
    if len(dirs) != 1 or any(a.role is A.Role.GOAL for a in b.args):
        return b
    return replace(
        b, args=tuple(replace(a, role=A.Role.GOAL) if a is dirs[0] else a for a in b.args)
    )


_STATES = ("contain", "have", "belong")


def _limit_out_of_state(b: A.Action) -> A.Action:
    """「戻した枚数と同じ枚数まで、あなたの手札から「X」を含むカードを選び」: the grammar hangs the
    step's 「…まで」 (role ``limit``), set off by its comma, on the relative clause of a state
    (含む / 持つ / 属する) that opens the step's object; it is the step's count, as it is with no
    such clause (「…まで、あなたの手札からカードを選び」). A step with a limit of its own, or any
    other shape, is returned as it is."""
    if any(a.role is A.Role.LIMIT for a in b.args):
        return b
    for k, a in enumerate(b.args):
        np = a.value
        if a.role is not A.Role.OBJECT or not isinstance(np, A.NounPhrase) or not np.terms:
            continue
        first = np.terms[0]
        if not isinstance(first, A.Relative) or first.clause.verb not in _STATES:
            return b
        c = first.clause
        if not c.args or c.args[0].role is not A.Role.LIMIT or not c.args[0].pause:
            return b
        rel = replace(first, clause=replace(c, args=c.args[1:]))
        obj = replace(a, value=replace(np, terms=(rel, *np.terms[1:])))
        return replace(b, args=(c.args[0], *b.args[:k], obj, *b.args[k + 1 :]))
    return b


def _object_out_of_relative(b: A.Action) -> A.Action:
    """「相手のフィールドのカードを、あなたのリタイヤ置場の称号に“妹”を含むカードと同じ枚数選び」: the
    grammar hangs the step's を-object, set off by its comma, on the relative clause after it
    (which then has two を-objects, the first with the pause); it is the step's own object when
    the step has none. (Found anywhere in the noun phrases of the step's arguments.)"""
    if any(a.role is A.Role.OBJECT for a in b.args):
        return b

    def lift(x: Any) -> tuple[Any, A.Arg | None]:
        if isinstance(x, A.NounPhrase):
            terms = list(x.terms)
            for i, t in enumerate(terms):
                head = terms[i + 1] if i + 1 < len(terms) else None
                if isinstance(t, A.Relative) and isinstance(head, A.CardKind):
                    # 「相手のリアガードを、このコストで捨てたカードと同じ枚数選び」: a relative
                    # clause on a card whose only を-object opens it, set off by its comma —
                    # the card is what the clause did (its object): that を-object is the step's
                    c = t.clause
                    objs = [a for a in c.args if a.role is A.Role.OBJECT]
                    if len(objs) == 1 and c.args[0] is objs[0] and objs[0].pause:
                        terms[i] = replace(t, clause=replace(c, args=c.args[1:]))
                        return replace(x, terms=tuple(terms)), objs[0]
                got, found = lift(t)
                if found is not None:
                    terms[i] = got
                    return replace(x, terms=tuple(terms)), found
            return x, None
        if isinstance(x, A.Relative):
            c = x.clause
            objs = [a for a in c.args if a.role is A.Role.OBJECT]
            if len(objs) == 2 and objs[0].pause and not objs[1].pause:
                rest = tuple(a for a in c.args if a is not objs[0])
                return replace(x, clause=replace(c, args=rest)), objs[0]
            for j, a in enumerate(c.args):
                got, found = lift(a.value)
                if found is not None:
                    args = list(c.args)
                    args[j] = replace(a, value=got)
                    return replace(x, clause=replace(c, args=tuple(args))), found
        return x, None

    for k, a in enumerate(b.args):
        got, found = lift(a.value)
        if found is not None:
            args = list(b.args)
            args[k] = replace(a, value=got)
            return replace(b, args=(*args, replace(found, pause=False)))
    return b


_SPANS = ("fight", "turn", "battle")


def timed(b: A.Action, v: Vocab) -> A.Action:
    """「このファイト中、」 typed as a place (に-less GOAL of 「この/そのファイト中」): a duration."""
    out = []
    for a in b.args:
        val = a.value
        if (
            a.role is A.Role.GOAL
            and isinstance(val, A.NounPhrase)
            and len(val.terms) == 3
            and isinstance(val.terms[0], A.Ref)
            and val.terms[0].id in ("this", "that")
            and isinstance(val.terms[1], A.Word)
            and val.terms[1].id in _SPANS
            and val.terms[2] == A.Word("during")
        ):
            key = f"{val.terms[1].id}_span"
            if key not in v.durations:
                raise Unsupported(f"a change lasting this {val.terms[1].id}")
            out.append(A.Arg(A.Role.TIME, A.Duration(key), a.pause))
            continue
        out.append(a)
    return replace(b, args=tuple(out))


def _only(args: dict[A.Role, Any], allowed: set[A.Role], what: str) -> None:
    extra = set(args) - allowed
    if extra:
        raise Unsupported(f"{what} with {', '.join(sorted(x.value for x in extra))}")


def every_player(t: Any) -> bool:
    """「それぞれのプレイヤーは」 / 「お互いのプレイヤーは」 / 「各プレイヤーは」 / 「すべてのプレイヤー
    は」 as a topic: every player (the spelling of a word aside)."""
    if not isinstance(t, A.NounPhrase):
        return False
    words = [
        ("ref", x.id) if isinstance(x, A.Ref) else ("owner", x.who) if isinstance(x, A.Owner) else x
        for x in t.terms
    ]
    every = (
        len(t.terms) == 2
        and isinstance(t.terms[0], A.Count)
        and t.terms[0].bound == "all"
        and t.terms[0].number is None
        and t.terms[1] == A.Owner("player")
    )  # 「すべてのプレイヤーは」 where すべての is read as the quantifier (WS)
    return every or (
        words
        in (
            [("ref", "each"), ("owner", "player")],
            [("owner", "all_players")],
            [("owner", "all_players"), ("owner", "player")],
        )
        and all(link == "の" for link in t.links)
    )


def _each_off(args: dict[A.Role, Any]) -> None:
    """「それぞれ」 opening what a step done by each player counts (「それぞれ１枚引く」): the
    performer says it, so it is taken off the count."""
    for role in (A.Role.OBJECT, A.Role.NONE):
        np = args.get(role)
        if isinstance(np, A.NounPhrase) and np.terms and np.terms[0] == A.Ref("each"):
            args[role] = A.NounPhrase(np.terms[1:], np.links[1:])


def _performer(args: dict[A.Role, Any], base: dict[str, Any], r: Reading, op: str = "") -> None:
    """あなたは / 相手は: who does the step; 「あなたと相手は（、）それぞれ…」: each player
    (``each``), for the operations a game's runtime does once per player (``Vocab.each_player``),
    「それぞれ」 then taken off what it counts."""
    t = args.pop(A.Role.TOPIC, None)
    if t is None:
        return
    if every_player(t) and op in r.v.each_player:
        # 「それぞれのプレイヤーは」 / 「お互いのプレイヤーは」 / 「各プレイヤーは」: each player, as
        # 「あなたと相手はそれぞれ」 says; 「お互いのファイターは、それぞれ１枚引く」 too (the
        # 「それぞれ」 restating it)
        base["performer"] = "each"
        _each_off(args)
        return
    w = args.get(A.Role.WITH)
    if w is not None and op in r.v.each_player:
        players = {sel(t, r.v), sel(w, r.v)}
        if players == {Sel(owner="you"), Sel(owner="opponent")}:
            del args[A.Role.WITH]
            base["performer"] = "each"
            _each_off(args)
            return
    who = sel(t, r.v)
    if who == Sel(owner=who.owner, kinds=("player",)):
        who = Sel(owner=who.owner)  # 「相手のデュエルマスターは」: the player named as a player
    if who != Sel(owner=who.owner) or who.owner not in ("you", "opponent"):
        raise Unsupported("a step done by something other than a player")
    base["performer"] = who.owner


def _drawn(args: dict[A.Role, Any], r: Reading, who: str) -> None:
    """「山札からカードをN枚引く」 (CO 4-3-2-3): what a draw takes anyway — cards from the top of
    one's own deck — said in full (「自分の山札から」: 自分 the drawer, ``self``); anything else
    drawn, or from elsewhere, is refused."""
    src, obj = args.pop(A.Role.SOURCE, None), args.pop(A.Role.OBJECT, None)
    deck, card = r.v.zones.get("deck"), r.v.kinds.get("card")
    own = (
        Sel(zones=(deck,)),
        Sel(zones=(deck,), owner=who),
        Sel(zones=(deck,), owner="self"),
    )
    if src is not None and (deck is None or sel(src, r.v) not in own):
        raise Unsupported("a draw from elsewhere than one's deck")
    if obj is not None and (card is None or sel(obj, r.v) != Sel(kinds=(card,))):
        raise Unsupported("a draw of something other than cards")


# 「このユニットのいた(R)に」: the clause of a place a card was on
WAS_ON = (A.Role.SUBJECT_NO, A.Role.SUBJECT)


def was_on(np: Any, r: Reading, refs: tuple[str, ...] = ()) -> tuple[Sel, A.NounPhrase] | None:
    """「このユニットのいた(R)」 / 「このユニットがいた(R)」: the card whose place it was (this
    card) and the place's own words; None for another phrase. ``refs``: the references of
    another card the caller reads the place of (「そのユニットがいた(R)」: ``that``)."""
    if not (isinstance(np, A.NounPhrase) and len(np.terms) > 1 and np.links[0] == ""):
        return None
    t = np.terms[0]
    if not (
        isinstance(t, A.Relative)
        and t.clause.verb == "exist"
        and t.clause.form is A.Form.PAST
        and len(t.clause.args) == 1
        and t.clause.args[0].role in WAS_ON
    ):
        return None
    who = sel(t.clause.args[0].value, r.v)
    acted = (who.ref or "").startswith("acted:") and "was_on" in r.v.acted_refs
    if who != Sel(ref="this") and not acted and who not in [Sel(ref=x) for x in refs]:
        raise Unsupported("the place another card was on")
    if acted and replace(who, ref=None, kinds=()) != Sel():
        raise Unsupported("the place another card was on, described further")
    # 「置いたユニットがいた(R)」: the circle the card a step of this ability moved was on when
    # it moved (``Vocab.acted_refs`` ∋ ``was_on``: the runtime keeps it)
    return who, A.NounPhrase(np.terms[1:], np.links[1:])


def place(np: Any, r: Reading, goal: bool = False) -> tuple[Sel, str | None]:
    """A place a step names (から / に): its zones and owner, and a position in it (上 / 下)."""
    s = sel(np, r.v)
    if s.ref or s.names or s.count is not None or s.contains or s.traits:
        raise Unsupported("a place that is a card")
    # what a place may say, each read by the step it is the place of (any other word of it
    # would be dropped: refused)
    said = replace(s, owner=None, zones=(), pos=None, states=(), each=False, gauge=None, kinds=())
    if s.gauge is not None:
        # 「このユニットの冠ゲージから」: a card's named gauge (VG 4.15.3.1), the card it is of
        said = replace(said, on=None)
    if goal:
        # 「別の(R)に」: another place than the card's own; 「このユニットと同じ縦列の(R)に」: a
        # circle of that column
        said = replace(said, other=False, column=None, column_of=None)
    if said != Sel():
        raise Unsupported("a place described further")
    return s, s.pos


def _same_count(args: dict[A.Role, Any], r: Reading) -> tuple[Sel, str] | None:
    """「Xを、Yと同じ枚数（まで）選ぶ」: the cards Y (counted when the step is done) and the
    bound; the description X becomes the step's object. 「戻した枚数と同じ数まで」: 数 compared
    with a number of cards (枚数) is that number of cards, as 「同じ枚数」 says."""
    for role, bound in ((A.Role.LIMIT, "up_to"), (A.Role.NONE, "exact")):
        v = args.get(role)
        if not (
            isinstance(v, A.NounPhrase)
            and len(v.terms) == 2
            and v.terms[1] in (A.Word("number_of_cards"), A.Word("number"))
            and isinstance(v.terms[0], A.Relative)
            and v.terms[0].clause.verb == "same"
        ):
            continue
        with_ = args_of(v.terms[0].clause).get(A.Role.WITH)
        if v.terms[1] == A.Word("number") and not (
            isinstance(with_, A.NounPhrase) and with_.terms[-1:] == (A.Word("number_of_cards"),)
        ):
            continue  # 「同じ数」 compared with no number of cards: not read here
        inner = args_of(v.terms[0].clause)
        w = inner.pop(A.Role.WITH, None)
        lifted = _source_before_comma(w)
        if lifted is not None and A.Role.SOURCE not in inner:
            # 「あなたのソウルから、置いた枚数と同じ枚数まで」: the place before the comma is the
            # step's, not where the cards counted came from
            w, inner[A.Role.SOURCE] = lifted
        # 「(Zから)Xを、Yと同じ枚数選び」: only Y (と) is the clause's own; the place (から) and
        # the object (を) the grammar hung on 「同じ」 are the step's
        if (
            not isinstance(w, A.NounPhrase)
            or not set(inner) <= {A.Role.OBJECT, A.Role.SOURCE}
            or set(inner) & set(args)
            or A.Role.OBJECT not in {*inner, *args}
        ):
            raise Unsupported("a choice of as many as other cards of this shape")
        if not r.v.same_count:
            raise Unsupported("a choice of as many as other cards, in a game that cannot run it")
        del args[role]
        args.update(inner)
        if len(w.terms) > 1 and w.terms[-1] == A.Word("number_of_cards"):
            # 「あなたのリアガードの枚数と同じ枚数まで、相手のリアガードを選び」: Y's number
            # printed with 枚数
            terms, links = w.terms[:-1], w.links[:-1]
            if len(terms) == 1 and isinstance(terms[0], A.Relative):
                # 「戻した枚数と同じ枚数まで」: the number of cards returned — 「戻したカード」
                # counted (as ``same_number`` reads 「捨てた枚数と同じ枚数」)
                terms, links = (*terms, A.CardKind("card")), ("",)
            return sel(A.NounPhrase(terms, links), r.v), bound
        return sel(w, r.v), bound
    return None


def count_as_object(args: dict[A.Role, Any]) -> None:
    """「（山札の上から2枚を見て、）1枚を選び」 / 「2枚までを選び」: the object is only a count (the
    を on the floating count of 「1枚選び」) — the count of the choice, read as 「1枚選び」 (what it is
    chosen among is what the words before it name). A count with a noun (「カードを1枚」) or a second
    count, or a count with a source, is left as printed."""
    o = args.get(A.Role.OBJECT)
    if A.Role.NONE in args or A.Role.SOURCE in args or not isinstance(o, A.NounPhrase):
        return  # 「クロックの上から1枚を選び」: the count of a pile's end, read with its source
    if len(o.terms) == 1 and isinstance(o.terms[0], A.Count):
        args[A.Role.NONE] = args.pop(A.Role.OBJECT)


def _with_except(args: dict[A.Role, Any]) -> None:
    """「【治】と【超】以外のトリガーユニットを」: the grammar reads 「【治】と」 as an argument of the
    verb; it is the first of what 以外 leaves out (「AとB以外の」), so it joins the object."""
    w, o = args.get(A.Role.WITH), args.get(A.Role.OBJECT)
    if not (isinstance(w, A.NounPhrase) and isinstance(o, A.NounPhrase)):
        return
    if A.Ref("except") not in o.terms[1:] or any(isinstance(t, A.Relative) for t in w.terms):
        return
    k = o.terms.index(A.Ref("except"))
    if any(lk.rstrip("、") not in ("", "か", "と") for lk in o.links[: k - 1]):
        return
    del args[A.Role.WITH]
    args[A.Role.OBJECT] = A.NounPhrase((*w.terms, *o.terms), (*w.links, "と", *o.links), o.span)


def _is_same_count(np: Any) -> bool:
    """「Xと同じ枚数」 / 「同じ枚数」: a count of as many as other cards (a relative 同じ before
    枚数)."""
    return (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and np.terms[1] == A.Word("number_of_cards")
        and isinstance(np.terms[0], A.Relative)
        and np.terms[0].clause.verb == "same"
    )


def same_number(np: Any, r: Reading, op: str) -> Sel | None:
    """「同じ枚数」 (as many as the cards the step before acted on), 「捨てた枚数と同じ枚数」 (as the
    cards a step of this ability did that to: ``nouns`` reads 「捨てた」), 「あなたの手札の枚数と同じ
    枚数」 (as the cards of a place): the cards counted, when the step is done, for an operation
    the game's runtime counts so (``Vocab.counted_steps``). None when ``np`` is not such a count."""
    if not _is_same_count(np):
        return None
    if op not in r.v.counted_steps:
        raise Unsupported(f"a {op} of as many as other cards, in a game that cannot run it")
    inner = args_of(np.terms[0].clause)
    if not inner:
        return Sel(ref="moved")
    w = inner.pop(A.Role.WITH, None)
    if (
        not inner
        and isinstance(w, A.NounPhrase)
        and w.terms
        and isinstance(w.terms[-1], A.CardKind)
        and A.Word("number_of_cards") not in w.terms
    ):
        # 「相手のリタイヤと同じ枚数引く」: the cards themselves named, without 「の枚数」 — as
        # many as they are, counted as 「相手のリタイヤの枚数と同じ枚数」 (``_same_count`` reads a
        # choice's so)
        counted = sel(w, r.v)
        if counted.count is not None:
            raise Unsupported(f"a {op} of as many as counted cards")
        return counted
    if inner or not (
        isinstance(w, A.NounPhrase)
        and len(w.terms) > 1
        and w.terms[-1] == A.Word("number_of_cards")
    ):
        raise Unsupported(f"a {op} of as many as other cards, of this shape")
    terms, links = w.terms[:-1], w.links[:-1]
    if len(terms) == 1 and isinstance(terms[0], A.Relative):
        # 「捨てた枚数」: the number of cards discarded — 「捨てたカード」 counted
        terms, links = (*terms, A.CardKind("card")), ("",)
    counted = sel(A.NounPhrase(terms, links), r.v)
    if counted.count is not None:
        raise Unsupported(f"a {op} of as many as counted cards")
    return counted


# The words of a pick by chance, no player choosing (「ランダムに」 / 「無作為に」; VG 12.4.2, MC 1.3.6):
# vocabulary every game's compiler reads, data
RANDOM_WORDS = ("ランダム", "無作為")
# 「ランダムに」 / 「無作為に」 before a choice (the adverb the grammar reads as a goal)
AT_RANDOM = tuple(A.NounPhrase((A.Unknown(w),)) for w in RANDOM_WORDS)


def _joint_choice(args: dict[A.Role, Any], r: Reading, base: dict[str, Any]) -> list[Op] | None:
    """「あなたの手札から１枚と、あなたのリアガードを１枚選び」: the grammar gives 「手札から」
    (source), 「１枚と」 (with: a bare count), the object and its count — one choice of two
    parts, each its own description and number, made together: two choices, the second's cards
    joined to the first's (``detail`` ``joined``: what 「選び、…」 leaves to the next step is
    both; VG 7.50.1.1, a number of things of each description). None when the step is not so;
    refused in a game whose runtime does not join them (``Vocab.joint_choice``)."""
    with_ = args.get(A.Role.WITH)
    if not (
        A.Role.SOURCE in args
        and A.Role.OBJECT in args
        and A.Role.NONE in args
        and isinstance(with_, A.NounPhrase)
        and bare_count(with_) is not None
        and bare_count(args[A.Role.NONE]) is not None
    ):
        return None
    if not r.v.joint_choice:
        raise Unsupported("a choice of two parts in a game whose runtime does not join them")
    first = {k: v for k, v in args.items() if k not in (A.Role.WITH, A.Role.OBJECT, A.Role.NONE)}
    first[A.Role.NONE] = with_
    second = {k: v for k, v in args.items() if k not in (A.Role.WITH, A.Role.SOURCE)}
    one = _choose("choose", first, r, dict(base))
    two = _choose("choose", second, r, dict(base))
    return [one, replace(two, detail=(*two.detail, ("joined", True)))]


def choice_goal(goal: Any, v: Vocab) -> tuple[str, Any] | None:
    """「…ように」 before a choice: what the cards chosen together must meet, as an
    ``Op.detail`` item — 「グレードの合計がN以下になるように」 (``goal_total``: (value, ``le``,
    N); the sum never passes N, so each card is chosen keeping it so) and 「グレードがそれぞれ
    異なるように」 (``goal_distinct``: the value, no two alike). None when the goal is no
    「…ように」; refused for another one, or in a game whose choice does not read it
    (``Vocab.choice_goals``)."""
    if not (
        isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 2
        and isinstance(goal.terms[0], A.Relative)
        and goal.terms[1] == A.Word("manner")
    ):
        return None
    c = goal.terms[0].clause
    args = {a.role: a.value for a in c.args}
    if not v.choice_goals or len(args) != len(c.args) or c.form is not A.Form.FINAL:
        raise Unsupported("a choose with goal")
    subj = args.get(A.Role.SUBJECT)
    stat = (
        v.stats.get(subj.terms[0].id)
        if isinstance(subj, A.NounPhrase) and subj.terms and isinstance(subj.terms[0], A.Stat)
        else None
    )
    if stat is None:
        raise Unsupported("a choose with goal")
    if (
        c.verb == "become"
        and set(args) == {A.Role.SUBJECT, A.Role.GOAL}
        and subj.terms[1:] == (A.Word("total"),)
        and subj.links == ("の",)
    ):
        to = args[A.Role.GOAL]
        n = to.terms[0] if isinstance(to, A.NounPhrase) and len(to.terms) == 1 else None
        if (
            isinstance(n, A.Count)
            and n.unit == "none"
            and n.bound == "at_most"
            and n.number is not None
            and n.number.value is not None
        ):
            return ("goal_total", (stat, "le", n.number.value))
    if (
        c.verb == "be_different"
        and set(args) == {A.Role.SUBJECT, A.Role.NONE}
        and len(subj.terms) == 1
        and args[A.Role.NONE] == A.NounPhrase((A.Ref("each"),))
    ):
        return ("goal_distinct", stat)
    raise Unsupported("a choose with goal")


def _distinct_described(np: Any, v: Vocab) -> tuple[A.NounPhrase, Any, str] | None:
    """「(あなたのソウルから、)それぞれグレードが異なるカード」: (the cards without the clause, the
    place the grammar hung on it or None, the value no two share); None for another phrase."""
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 2
        and isinstance(np.terms[0], A.Relative)
        and np.links[0] == ""
        and np.terms[0].clause.verb == "be_different"
        and np.terms[0].clause.form is A.Form.FINAL
    ):
        return None
    args = {a.role: a.value for a in np.terms[0].clause.args}
    subj = args.get(A.Role.SUBJECT)
    if (
        len(args) != len(np.terms[0].clause.args)
        or not set(args) <= {A.Role.SUBJECT, A.Role.SOURCE}
        or not isinstance(subj, A.NounPhrase)
        or subj.terms[:1] != (A.Ref("each"),)
        or len(subj.terms) != 2
        or not isinstance(subj.terms[1], A.Stat)
        or v.stats.get(subj.terms[1].id) is None
    ):
        return None
    rest = A.NounPhrase(np.terms[1:], np.links[1:])
    return rest, args.get(A.Role.SOURCE), v.stats[subj.terms[1].id]


def _distinct_names_described(np: Any, v: Vocab) -> tuple[A.NounPhrase, Any] | None:
    """「(あなたのソウルから)カード名が異なるカード」 / 「(あなたのドロップから、)それぞれ異なるカード
    名のユニットカード」: the cards no two of which share a name, as 「それぞれ別名のユニットカード」
    says (``Sel.distinct_names``, 12.6.1 別名) — (the phrase so spelled, the place the grammar
    hung on the clause or None); None for another phrase, or in a game that reads no 別名."""
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 2
        and isinstance(np.terms[0], A.Relative)
        and np.links[0] == ""
        and np.terms[0].clause.verb == "be_different"
        and np.terms[0].clause.form is A.Form.FINAL
        and not np.terms[0].clause.more
        and v.ref_flag("different_name") == "other_name"
    ):
        return None
    c = np.terms[0].clause
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args) or not set(args) - {A.Role.SOURCE}:
        return None
    name = A.NounPhrase((A.Word("card_name"),))
    each = A.NounPhrase((A.Ref("each"),))
    if set(args) - {A.Role.SOURCE} == {A.Role.SUBJECT} and args[A.Role.SUBJECT] == name:
        # 「カード名が異なるカード」
        rest, links = np.terms[1:], np.links[1:]
    elif (
        set(args) - {A.Role.SOURCE} == {A.Role.NONE}
        and args[A.Role.NONE] == each
        and len(np.terms) >= 3
        and np.terms[1] == A.Word("card_name")
        and np.links[1] == "の"
    ):
        # 「それぞれ異なるカード名のユニットカード」
        rest, links = np.terms[2:], np.links[2:]
    else:
        return None
    spelled = A.NounPhrase((A.Ref("each"), A.Ref("different_name"), *rest), ("", "の", *links))
    return spelled, args.get(A.Role.SOURCE)


def _choose(op: str, args: dict[A.Role, Any], r: Reading, base: dict[str, Any]) -> Op:
    if op == "choose" and args.get(A.Role.GOAL) == A.NounPhrase((A.Unknown("見ないで"),)):
        # 「見ないで選ぶ」 (``abilities.blind_choice``): chosen without seeing the cards chosen
        # among — the choice is made as any other, by whom it says; who sees them is the game's
        # to read (``detail`` ``blind``). 「無作為に」 (no player's choice) is not this
        del args[A.Role.GOAL]
        base["detail"] = (*base.get("detail", ()), ("blind", True))
    if op == "choose" and args.get(A.Role.GOAL) in AT_RANDOM:
        # 「ランダムに（１枚）選ぶ」 / 「無作為に」: the cards are chosen by chance among those the
        # description names, no player choosing (VG 12.4.2); a runtime that reads it says so
        # (``Vocab.random_choice``), else the step is refused (it would be run as a choice)
        if not r.v.random_choice:
            raise Unsupported("a choice at random in a game whose runtime does not read it")
        del args[A.Role.GOAL]
        base["detail"] = (*base.get("detail", ()), ("random", True))
    if op == "choose" and A.Role.GOAL in args:
        goal = choice_goal(args[A.Role.GOAL], r.v)
        if goal is not None:
            # 「グレードの合計が３以下になるように」 / 「グレードがそれぞれ異なるように」: what the
            # cards chosen together must meet (``Op.detail``, the game's choice reads it)
            del args[A.Role.GOAL]
            base["detail"] = (*base.get("detail", ()), goal)
    if op == "choose" and r.v.choice_goals and A.Role.OBJECT in args:
        lifted = _distinct_described(args[A.Role.OBJECT], r.v)
        if lifted is not None:
            # 「それぞれグレードが異なるカードを２枚まで選び」: said of the cards chosen together,
            # as 「グレードがそれぞれ異なるように」 (the place the grammar hung on the clause, the
            # choice's own)
            obj, src, stat = lifted
            if src is not None and A.Role.SOURCE in args:
                raise Unsupported("a choice from two places")
            args[A.Role.OBJECT] = obj
            if src is not None:
                args[A.Role.SOURCE] = src
            base["detail"] = (*base.get("detail", ()), ("goal_distinct", stat))
    if op == "choose" and A.Role.OBJECT in args:
        named = _distinct_names_described(args[A.Role.OBJECT], r.v)
        if named is not None:
            # 「カード名が異なるカードを３枚まで選び」: the cards chosen, no two of a name (the
            # place the grammar hung on the clause, the choice's own)
            obj, src = named
            if src is not None and A.Role.SOURCE in args:
                raise Unsupported("a choice from two places")
            args[A.Role.OBJECT] = obj
            if src is not None:
                args[A.Role.SOURCE] = src
    _as_possible(args, r, base, f"a {op}")
    _performer(args, base, r, op)
    _with_except(args)
    if op == "choose":
        count_as_object(args)
    same = _same_count(args, r) if op == "choose" else None
    if same is not None:
        if A.Role.NONE in args:
            raise Unsupported("a choice of as many as other cards, counted twice")
        base["detail"] = (*base.get("detail", ()), ("n_of", same[0]))
    with_ = args.pop(A.Role.WITH, None)
    _only(args, {A.Role.OBJECT, A.Role.SOURCE, A.Role.NONE}, f"a {op}")
    places = _each_place(op, with_, args, r)
    if places is not None:
        with_ = None
        base["detail"] = (*base.get("detail", ()), ("each_place", places))
    if (
        isinstance(with_, A.NounPhrase)
        and isinstance(args.get(A.Role.OBJECT), A.NounPhrase)
        and len(with_.terms) > 1
        and isinstance(with_.terms[-1], A.Ref)
        and all(isinstance(t, A.Relative) for t in with_.terms[:-1])
    ):
        # 「「X」を含むこのユニットと別名のカード」: the grammar hangs the clause on このユニット,
        # which a clause cannot describe (a reference names its card); it describes the head
        o = args[A.Role.OBJECT]
        args[A.Role.OBJECT] = A.NounPhrase(
            with_.terms[:-1] + o.terms, with_.links[:-1] + ("",) + o.links
        )
        with_ = A.NounPhrase(with_.terms[-1:])
    nb = bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else None
    target = sel(args[A.Role.OBJECT], r.v) if A.Role.OBJECT in args else Sel()
    among = _among(args, r)
    if among is not None:
        if target.ref is not None:
            raise Unsupported(f"a {op} among cards of a reference")
        target = replace(target, ref=among)
    if A.Role.SOURCE in args:
        src, pos = place(args[A.Role.SOURCE], r)
        if target.zones and src.zones and set(target.zones) != set(src.zones):
            raise Unsupported(f"a {op} with two places")
        target = replace(
            target,
            zones=places or src.zones or target.zones,
            gauge=src.gauge or target.gauge,  # 「あなたの自己改修ゲージから」 (4.15.4.1)
            owner=src.owner or target.owner,
            each=target.each or src.each,
            pos=pos or target.pos,
            # 「表のダメージゾーンから」: the cards there in that state
            states=tuple(dict.fromkeys((*target.states, *src.states))),
        )
    if with_ is not None:
        # このユニットと同名の / それと同名の / あなたのヴァンガードと同名の: the card compared
        target = compared(target, with_, r.v, op)
    if nb is not None:
        if target.count is not None:
            raise Unsupported(f"a {op} counted twice")
        target = replace(target, count=nb[0], bound=nb[1])
    if same is not None:
        if target.count is not None or target.bound in ("all", "any"):
            raise Unsupported(f"a {op} counted twice")
        target = replace(target, count=0, bound=same[1])
    if target.bound == "any" and not r.v.any_count:
        raise Unsupported(f"a {op} of as many as the player picks, in a game that cannot run it")
    if (
        target.count is None
        and target.bound not in ("all", "any")
        and target.ref is not None
        and (target.ref in r.v.choose_refs or target.ref.startswith("acted:"))
    ):
        # 「…が登場した時、そのユニットを選び、」: no number printed, the reference names the
        # cards chosen — each card it names (as 「そのユニットを１枚選び」 of the one it names)
        target = replace(target, bound="all")
    if (
        target.count is None
        and target.bound not in ("all", "any")
        and target.ref is None
        and target.owner in ("you", "opponent")
        and len(target.kinds) == 1
        and target.kinds[0] in r.v.choose_uncounted_kinds
        and not target.zones
    ):
        # 「相手のヴァンガードを選び」: no number printed, the description names the units of one
        # circle of one fighter — those are chosen (the game's ``choose_uncounted_kinds``)
        target = replace(target, bound="all")
        base["detail"] = (*base.get("detail", ()), ("count", "circle"))
    if target.count is None and target.bound not in ("all", "any"):
        if r.v.choose_default is None:
            raise Unsupported(f"a {op} without a count")
        # no number printed: the game's rule says how many (VS 1.3.5.1)
        target = replace(target, count=r.v.choose_default)
        base["detail"] = (*base.get("detail", ()), ("count", "omitted"))
    if (
        target.ref is not None
        and target.ref not in ("among", "among_looked")
        and not target.ref.startswith("acted:")
        and target.ref not in r.v.choose_refs
    ):
        raise Unsupported(f"a {op} among referenced cards")
    n, bound = target.count, target.bound
    return Op(op, target=replace(target, count=None, bound="exact"), n=n, bound=bound, **base)


AMONG = A.Word("during")  # 中: 「その中から」


def _among(args: dict[A.Role, Any], r: Reading) -> str | None:
    """「その中から」 / 「その公開された中から」: the choice is among the cards the step before
    dealt with (``ref`` ``among``, read by ``abilities.in_context``: looked at or revealed) or a
    step of this ability did that to (``acted:<op>``); the source is taken off ``args``. Read
    A game whose runtime does not keep the revealed cards (``Vocab.acted_refs`` without
    ``reveal``) reads it among cards looked at only (``among_looked``: ``abilities.in_context``
    refuses it after a reveal)."""
    src = args.get(A.Role.SOURCE)
    if not (
        isinstance(src, A.NounPhrase)
        and src.terms[:1] == (A.Ref("that"),)
        and src.terms[-1:] == (AMONG,)
        and len(src.terms) in (2, 3)
        and all(lk == "" for lk in src.links)
    ):
        return None
    del args[A.Role.SOURCE]
    if len(src.terms) == 2:
        return "among" if "reveal" in r.v.acted_refs else "among_looked"
    if "reveal" not in r.v.acted_refs:
        raise Unsupported("a choice among the cards a step before dealt with")
    rel = src.terms[1]
    op = r.v.verbs.get(rel.clause.verb) if isinstance(rel, A.Relative) else None
    if (
        op not in r.v.acted_refs
        or not isinstance(rel, A.Relative)
        or rel.clause.args
        or rel.clause.form not in (A.Form.PAST, A.Form.PASSIVE_PAST)
    ):
        raise Unsupported("a choice among cards of this shape")
    return f"acted:{op}"


def _each_place(op: str, with_: Any, args: dict[A.Role, Any], r: Reading) -> tuple[str, ...] | None:
    """「あなたの手札とドロップからそれぞれ１枚（まで）選び」: the grammar gives 「あなたの手札と」 (with),
    「ドロップから」 (source) and 「それぞれ１枚」; the places are both, and the count is for each
    (that many from each place, chosen together: ``detail`` ``each_place``). The count's
    「それぞれ」 is taken off ``args``. None when the step is not so."""
    count = args.get(A.Role.NONE)
    if not (
        op == "choose"
        and with_ is not None
        and A.Role.SOURCE in args
        and isinstance(count, A.NounPhrase)
        and len(count.terms) == 2
        and isinstance(count.terms[0], A.Ref)
        and count.terms[0].id == "each"
        and isinstance(count.terms[1], A.Count)
    ):
        return None
    first, src = place(with_, r)[0], place(args[A.Role.SOURCE], r)[0]
    zones = (*first.zones, *src.zones)
    if (
        replace(first, owner=None, zones=()) != Sel()
        or replace(src, owner=None, zones=()) != Sel()
        or len(first.zones) != 1
        or len(src.zones) != 1
        or not set(zones) <= r.v.each_place
        or (src.owner is not None and first.owner not in (None, src.owner))
    ):
        raise Unsupported(f"a {op} from each of places of this shape")
    args[A.Role.NONE] = A.NounPhrase(count.terms[1:], (), count.span)
    if first.owner is not None and src.owner is None:
        args[A.Role.SOURCE] = A.NounPhrase(
            (A.Owner(first.owner), *args[A.Role.SOURCE].terms),
            ("の", *args[A.Role.SOURCE].links),
        )
    return zones


def _only_stats(np: Any, v: Vocab) -> tuple[tuple[str, str, int], ...]:
    """The value filters a phrase is made of and nothing else (「グレード２以下」), else ()."""
    s = sel(np, v)
    return s.stats if s.stats and replace(s, stats=()) == Sel() else ()


def _act_count(np: Any, v: Vocab) -> tuple[str | None, Any]:
    """(the action, the count phrase) of 「【エネルギーチャージ】(1)」: a keyword action the game
    counts (``Vocab.keyword_acts`` giving its verb, one of ``Vocab.instead_counts``) printed
    with its count; (None, the phrase as it is) for anything else (「(1)」 alone)."""
    if not (isinstance(np, A.NounPhrase) and len(np.terms) == 2):
        return None, np
    word, count = np.terms
    if not isinstance(word, A.Word) or not isinstance(count, A.Count) or np.links != ("",):
        return None, np
    verb = v.keyword_acts.get(word.id)
    if verb is None or verb not in v.instead_counts:
        return None, np
    return verb, A.NounPhrase((count,))


def _lone_count(np: Any) -> tuple[str, int, str] | None:
    """(unit, number, bound) of a phrase that is a count of a fixed number alone (「１枚」 「(1)」
    「２枚まで」), else None."""
    if not (isinstance(np, A.NounPhrase) and len(np.terms) == 1):
        return None
    t = np.terms[0]
    if not isinstance(t, A.Count) or t.number is None or not isinstance(t.number.value, int):
        return None
    if t.bound not in ("exact", "up_to"):
        return None
    return t.unit, t.number.value, t.bound


def _count_instead(op: str, args: dict[A.Role, Any], base: dict[str, Any], v: Vocab) -> Op:
    """「１枚ではなく２枚まで選ぶ / 探す」: replaces the count of the choice (or search) before it
    in the ability when its condition holds (as 「＋AではなくＢ」 replaces an amount). The new
    count may come with 「それぞれ別名の」 (「１枚ではなく、それぞれ別名のカードを２枚まで選ぶ」: no two
    of the cards chosen share a name, ``detail`` ``distinct``); any other new description of the
    cards has no reading here."""
    _only(args, {A.Role.INSTEAD_OF, A.Role.NONE, A.Role.OBJECT}, f"a {op} with instead_of")
    old = bare_count(args[A.Role.INSTEAD_OF])
    new = bare_count(args.get(A.Role.NONE))
    detail: tuple[tuple[str, Any], ...] = (("count", op),)
    if A.Role.OBJECT in args:
        o = sel(args[A.Role.OBJECT], v)
        if o.count is not None:
            if new is not None:
                raise Unsupported(f"a {op} with instead_of with object")
            new = (o.count, o.bound)
        if replace(o, count=None, bound="exact", distinct_names=False, kinds=()) != Sel() or (
            o.kinds not in ((), ("card",))
        ):
            raise Unsupported(f"a {op} with instead_of with object")
        if o.distinct_names:
            detail += (("distinct", True),)
    if old is None or new is None or old[0] is None or new[0] is None:
        raise Unsupported(f"a {op} with instead_of")
    return Op("instead", replaces=old[0], n=new[0], bound=new[1], detail=detail, **base)


def joined_quotes(b: A.Action) -> A.Action:
    """「『A』と『B』を得る / 与える / 失う」: the grammar reads 「『A』と」 as an argument of role
    ``with``; two quoted abilities (or skills) joined by と are given together — one quote
    holding both, as the object. Any other action is returned as it is."""
    if b.verb not in ("gain", "give", "lose"):
        return b
    w = [a for a in b.args if a.role is A.Role.WITH]
    o = [a for a in b.args if a.role is A.Role.OBJECT]
    if len(w) != 1 or len(o) != 1:
        return b

    def quotes(np: Any) -> tuple[A.Ability, ...] | None:
        if not isinstance(np, A.NounPhrase) or not np.terms:
            return None
        if not all(isinstance(t, A.Quote) and t.abilities for t in np.terms):
            return None
        return tuple(q for t in np.terms for q in t.abilities)

    first, second = quotes(w[0].value), quotes(o[0].value)
    if first is None or second is None:
        return b
    joined = A.Arg(A.Role.OBJECT, A.NounPhrase((A.Quote(first + second),)))
    return replace(b, args=tuple(joined if a is o[0] else a for a in b.args if a is not w[0]))


def _every_ability(o: Any) -> bool:
    """「すべての能力」 / 「能力をすべて」 / 「能力」 (with no more said): every ability of the card."""
    if not isinstance(o, A.NounPhrase):
        return False
    ability = A.CardKind("ability")
    return o.terms in ((ability,), (A.Count(None, "card", "all"), ability)) and o.links in (
        (),
        ("の",),
    )


def _lose_all(args: dict[A.Role, Any], r: Reading, optional: bool) -> Op:
    """「そのターン中、そのユニットはすべての能力を失う」: the cards are treated as having none of
    their abilities' text for the effect's duration (VG 7.14.2; the game's runtime, which says
    ``Vocab.lose_all``, applies it with the abilities' own order, VG 11.11.1.5). A loss by a
    continuous ability, or with more said, is refused."""
    args = dict(args)
    args.pop(A.Role.OBJECT)
    if args.get(A.Role.NONE) == A.NounPhrase((A.Count(None, "card", "all"),)):
        # 「能力をすべて失う」: the quantity floated after its noun, as 「すべての能力を失う」
        args.pop(A.Role.NONE)
    time = args.pop(A.Role.TIME, None)
    who = args.pop(A.Role.TOPIC, None) or args.pop(A.Role.SUBJECT, None)
    if args:
        raise Unsupported(f"losing every ability with {', '.join(sorted(x.value for x in args))}")
    if r.kind == "continuous":
        raise Unsupported("every ability lost by a continuous ability")
    target = sel(who, r.v) if who is not None else Sel(ref="implied")
    return Op("lose_all", target=target, optional=optional, until=until_of(time, r) or "inherit")


def _granted(o: Any) -> bool:
    """『…』 (abilities) or 「以下すべて」 (the list items that follow) as what is given."""
    if not isinstance(o, A.NounPhrase):
        return False
    if len(o.terms) == 1 and isinstance(o.terms[0], A.Quote) and o.terms[0].abilities:
        return True
    return o.terms == (A.Ref("following"), A.Count(None, "card", "all"))


def _grant(b: A.Action, args: dict[A.Role, Any], r: Reading, optional: bool) -> Op:
    """「Xは『…』を得る」 / 「Xに『…』を与える」 / 「Xは以下すべてを得る」: abilities a card has
    while a continuous ability applies, or for an effect's duration. Each quoted ability is
    compiled like a printed one (a part the engine cannot run refuses the step)."""
    args = dict(args)
    o = args.pop(A.Role.OBJECT)
    time = args.pop(A.Role.TIME, None)
    who_role = A.Role.GOAL if b.verb == "give" else None
    who = (
        args.pop(who_role, None)
        if who_role
        else (args.pop(A.Role.TOPIC, None) or args.pop(A.Role.SUBJECT, None))
    )
    if args:
        raise Unsupported(f"giving abilities with {', '.join(sorted(x.value for x in args))}")
    target = sel(who, r.v) if who is not None else Sel(ref="implied")
    if target.owner is not None and target == Sel(owner=target.owner):
        return _held(o, target.owner, time, r, optional)
    if target.count is not None:
        raise Unsupported("abilities given to counted cards")
    base: dict[str, Any] = {"optional": optional, "target": target}
    if r.kind == "continuous":
        base["cond"] = during(time, r.v)
    else:
        base["until"] = until_of(time, r) or "inherit"
    if o.terms == (A.Ref("following"), A.Count(None, "card", "all")):
        return Op("grant", n=0, bound="all", skill="following", **base)
    if r.compile is None:
        raise Unsupported("an ability given, in a game that cannot run it")
    modes = tuple((r.render(q), r.compile(q)) for q in o.terms[0].abilities)
    return Op("grant", modes=modes, **base)


def held_program(q: A.Ability, compile: Any) -> Any:
    """An ability a player holds: printed with no marker (『あなたのソウルが10枚以上なら、…＋5000。』)
    it is read as a continuous ability (its 「…中」 a condition, 11.1.1.3); marked, as marked."""
    if q.kind is A.AbilityKind.EVENT:
        q = replace(q, kind=A.AbilityKind.CONTINUOUS)
    return compile(q)


def _held(o: A.NounPhrase, owner: str, time: Any, r: Reading, optional: bool) -> Op:
    """「あなたは『…』を得る」 (for an effect's duration): abilities the player holds. Each is a
    continuous ability whose operations the game's runtime reads in a player's ability
    (``Vocab.held_ops``); any other refuses the step, as does a player's gain by a continuous
    ability or of 「以下すべて」."""
    if r.kind == "continuous" or r.compile is None or not r.v.held_ops:
        raise Unsupported("abilities given to a player")
    if not (len(o.terms) == 1 and isinstance(o.terms[0], A.Quote)):
        raise Unsupported("abilities given to a player")
    modes = []
    for q in o.terms[0].abilities:
        prog = held_program(q, r.compile)
        if (
            prog.kind != "continuous"
            or prog.trigger is not None
            or prog.cost
            or prog.zones
            or not prog.steps
            or any(op.verb not in r.v.held_ops for op in prog.steps)
        ):
            raise Unsupported("an ability of this kind given to a player")
        text = r.render(q)
        if _read_back(text, r) != (prog,):
            # the runtime reads the text the player holds again (it is kept as text)
            raise Unsupported("a player's ability whose text does not read back")
        modes.append((text, prog))
    return Op(
        "grant",
        target=Sel(owner=owner),
        modes=tuple(modes),
        optional=optional,
        until=until_of(time, r) or "inherit",
        detail=(("holder", "player"),),
    )


def _read_back(text: str, r: Reading) -> tuple[Any, ...]:
    from grammar.parse import parse_card

    card = parse_card(text, r.v.game).card
    try:
        return tuple(held_program(q, r.compile) for q in (card.abilities if card else ()))
    except Unsupported:
        return ()


def _quoted_effect(args: dict[A.Role, Any], r: Reading, base: dict[str, Any]) -> Op | None:
    """「『…』を行う」 / 「『…』をしてよい」: the quoted effect is carried out there, as a part of
    this ability (its steps read like a list item's: its own condition, cost and steps; the
    cards the step before chose are what it acts on when it names nothing) — an ``Op`` ``modes``
    with that one item, done without a choice (``skill`` ``quoted``)."""
    o = args.get(A.Role.OBJECT)
    if not (
        isinstance(o, A.NounPhrase)
        and len(o.terms) == 1
        and isinstance(o.terms[0], A.Quote)
        and o.terms[0].abilities
    ):
        return None
    _only(args, {A.Role.OBJECT}, "a quoted effect carried out")
    (q, *more) = o.terms[0].abilities
    if more:
        raise Unsupported("a quoted effect of several abilities")
    if q.kind is not A.AbilityKind.EVENT:
        raise Unsupported("a quoted ability carried out")
    from grammar.render import render_ability
    from ruling.cardtext.abilities import compile_item

    prog = compile_item(q, r.kind, r.v)
    return Op("modes", n=1, modes=((render_ability(q, r.v.game), prog),), skill="quoted", **base)


# the sources a choice of list items names: 「以下から」, 「次の中から」, 「以下の中から」
_ITEM_SOURCES = frozenset({"following", "next"})


def _items_chosen(args: dict[A.Role, Any]) -> bool:
    """「（以下|次の中|以下の中）からN つを選ぶ」: a choice whose source is the list that follows
    and whose object is a number of items (つ), nothing else named."""
    src, obj = args.get(A.Role.SOURCE), args.get(A.Role.OBJECT)
    if set(args) - {A.Role.SOURCE, A.Role.OBJECT, A.Role.TOPIC}:
        return False
    topic = args.get(A.Role.TOPIC)
    if topic is not None and topic != A.NounPhrase((A.Owner("you"),)):
        return False  # the ability's master chooses (8.13.3); another player is not read here
    if not isinstance(src, A.NounPhrase) or not isinstance(obj, A.NounPhrase):
        return False
    head = src.terms[0] if src.terms else None
    if not isinstance(head, A.Ref) or head.id not in _ITEM_SOURCES:
        return False
    rest = src.terms[1:]
    if head.id == "next" and len(rest) == 1 and _listed(src) is not None:
        rest = ()  # 「次の2つから」: the list that follows, of that many items (``with_items``)
    if any(t != A.Word("during") for t in rest):
        return False
    return len(obj.terms) == 1 and isinstance(obj.terms[0], A.Count) and obj.terms[0].unit == "item"


def items_choice(args: dict[A.Role, Any], base: dict[str, Any], v: Vocab) -> Op:
    """「以下から1つを選ぶ」 / 「次の中から2つを選ぶ」: a choice among the items of the list that
    follows (VS 2.14.8 / VG 8.13.3) — the same step as 「以下を1つ行う」; 「次の2つから1つを選ぶ」
    (CO, its items the quoted effects after it): of a list said to hold 2, checked against the
    items (``with_items``). ``args``: the choice's (``_items_chosen``)."""
    listed = _listed(args.get(A.Role.SOURCE))
    if listed is not None:
        base = {**base, "detail": (*base.get("detail", ()), ("listed", listed))}
    return _modes(
        {A.Role.OBJECT: A.NounPhrase((A.Ref("following"),)), A.Role.NONE: args[A.Role.OBJECT]},
        base,
        v,
    )


def items_chosen(b: A.Action) -> dict[A.Role, Any] | None:
    """The arguments of a step 「(以下|次の(N つ)|次の中)からN つを選ぶ」 (``_items_chosen``), else
    None — for a game whose vocabulary reads no other 「選ぶ」 through the shared step."""
    if b.verb != "choose" or b.form is not A.Form.FINAL:
        return None
    args = {a.role: a.value for a in b.args}
    return args if len(args) == len(b.args) and _items_chosen(args) else None


def _listed(src: Any) -> int | None:
    """「次のN つから」: the number of items the source says the list has, else None."""
    t = src.terms[1:] if isinstance(src, A.NounPhrase) else ()
    c = t[0] if len(t) == 1 else None
    if isinstance(c, A.Count) and c.unit == "item" and c.bound == "exact" and c.number is not None:
        n = c.number.value
        return n if isinstance(n, int) else None
    return None


def _modes(args: dict[A.Role, Any], base: dict[str, Any], v: Vocab) -> Op:
    """以下をN つ行う / 以下すべてを行う: the list items that follow (given by the ability's
    reader). 「Xの枚数により以下…を行う」: the items are keyed by a number of cards X (each
    item's 「N枚以上‐」 / 「N枚‐」 / 「N枚以下‐」, ``with_items``), the count fixed before any is
    done (``detail`` ``according``: the cards X)."""
    by = args.pop(A.Role.BY, None)
    if by is not None:
        # 「相手は以下を１つ選ぶ。あなたは選ばれたものを行う」 (``abilities.chooser_then_done``): the
        # items chosen by the player named, where the game's runtime reads it (``Vocab.modes_chooser``)
        who = by.terms[0] if isinstance(by, A.NounPhrase) and len(by.terms) == 1 else None
        if not (isinstance(who, A.Owner) and who.who in ("you", "opponent") and v.modes_chooser):
            raise Unsupported("a perform with by")
        if who.who == "opponent":
            base = {**base, "detail": (*base.get("detail", ()), ("chooser", "opponent"))}
    according = args.pop(A.Role.ACCORDING, None)
    if according is not None:
        t = according.terms if isinstance(according, A.NounPhrase) else ()
        if len(t) < 2 or t[-1] != A.Word("number_of_cards") or according.links[-1] != "の":
            raise Unsupported("a perform according to something other than a number of cards")
        counted = sel(A.NounPhrase(t[:-1], according.links[:-1]), v)
        if counted.count is not None or counted.ref is not None:
            raise Unsupported("a perform according to cards of this shape")
        base = {**base, "detail": (*base.get("detail", ()), ("according", counted))}
    _only(args, {A.Role.OBJECT, A.Role.NONE}, "a perform")
    o = args.get(A.Role.OBJECT)
    n = args.get(A.Role.NONE)
    if _unchosen_this_turn(o):
        # 「以下から、このターンに選んでいないものを１つ行う」: the items this ability has not chosen
        # this turn, done or not (``detail`` ``unchosen``), where the runtime keeps them
        if not v.modes_unchosen:
            raise Unsupported("items not chosen this turn, in a game that cannot run it")
        o = A.NounPhrase((A.Ref("following"),))
        base = {**base, "detail": (*base.get("detail", ()), ("unchosen", "turn"))}
    if (
        isinstance(o, A.NounPhrase)
        and len(o.terms) == 2
        and o.terms[1] == A.Count(None, "card", "all")
    ):
        o, n = A.NounPhrase(o.terms[:1]), A.NounPhrase(o.terms[1:])
    if o != A.NounPhrase((A.Ref("following"),)) or not isinstance(n, A.NounPhrase):
        raise Unsupported("the action perform of this shape")
    c = n.terms[0] if len(n.terms) == 1 else None
    if (
        not isinstance(c, A.Count)
        or c.unit not in ("item", "card")
        or c.bound not in ("exact", "all", *(("up_to",) if v.modes_up_to else ()))
        or c.least is not None
    ):
        raise Unsupported("the action perform of this shape")
    if c.bound == "all":
        return Op("modes", n=0, bound="all", **base)
    if c.number is None or c.number.value is None:
        raise Unsupported("the action perform of this shape")
    if c.bound == "up_to":
        # 「以下からNつまでを選ぶ」: up to N of the items (``Vocab.modes_up_to``)
        return Op("modes", n=c.number.value, bound="up_to", **base)
    return Op("modes", n=c.number.value, **base)


def _unchosen_this_turn(o: Any) -> bool:
    """「以下から、このターンに選んでいないもの」: the object of a perform naming the list's items
    not chosen this turn."""
    if not (
        isinstance(o, A.NounPhrase)
        and len(o.terms) == 2
        and isinstance(o.terms[0], A.Relative)
        and o.terms[1] == A.Word("thing")
    ):
        return False
    c = o.terms[0].clause
    args = {a.role: a.value for a in c.args}
    return (
        c.verb == "choose"
        and c.form in (A.Form.PROGRESSIVE_NEG, A.Form.NEGATIVE_PAST)
        and len(args) == len(c.args) == 2
        and args.get(A.Role.SOURCE) == A.NounPhrase((A.Ref("following"),))
        and args.get(A.Role.GOAL, args.get(A.Role.TIME))
        in (A.NounPhrase((A.Ref("this"), A.Word("turn")), ("",)),)
    )


# ``Op`` verb of 「同じものを２回選んでもよい」, folded into the choice of items before it
# (``abilities.with_items``: ``detail`` ``repeat``)
SAME_AGAIN = "modes_repeat"


def _same_again(args: dict[A.Role, Any], form: A.Form, v: Vocab) -> Op | None:
    """「同じものをN回選んでもよい」 after a choice of list items: an item may be chosen up to N
    times (the choice before it reads it, ``abilities.with_items``) — where the game's runtime
    reads it (``Vocab.modes_repeat``); None for any other choice."""
    o, n = args.get(A.Role.OBJECT), args.get(A.Role.NONE)
    if not (
        form is A.Form.PERMISSIVE
        and set(args) == {A.Role.OBJECT, A.Role.NONE}
        and isinstance(o, A.NounPhrase)
        and len(o.terms) == 2
        and isinstance(o.terms[0], A.Relative)
        and o.terms[0].clause.verb == "same"
        and not o.terms[0].clause.args
        and o.terms[1] == A.Word("thing")
        and isinstance(n, A.NounPhrase)
        and len(n.terms) == 1
        and isinstance(n.terms[0], A.Count)
        and n.terms[0].unit == "times"
        and n.terms[0].bound == "exact"
        and n.terms[0].number is not None
        and isinstance(n.terms[0].number.value, int)
    ):
        return None
    if not v.modes_repeat:
        raise Unsupported("an item of a list chosen more than once")
    return Op(SAME_AGAIN, n=n.terms[0].number.value)


def _lift_object(args: dict[A.Role, Any]) -> None:
    """「このカードをユニットのいない(R)にコールする」: the grammar folds 「このカードを」 into the
    relative clause of the place (「…をユニットのいない」), which takes no object: it is the
    object of the step (with the count printed after it, 「…を１枚、このユニットがいた(R)に」)."""
    g = args[A.Role.GOAL]
    if not (isinstance(g, A.NounPhrase) and g.terms and isinstance(g.terms[0], A.Relative)):
        return
    c = g.terms[0].clause
    o = next((a for a in c.args if a.role is A.Role.OBJECT), None)
    if c.verb not in ("exist", "vacant") or o is None:
        return
    args[A.Role.OBJECT] = o.value
    # 「プラント・トークンを１枚、このユニットがいた(R)に」: the count after the object (「を１枚、」)
    # is the step's too, as the object is
    i = c.args.index(o)
    n = c.args[i + 1] if i + 1 < len(c.args) else None
    lifted = [o]
    if (
        n is not None
        and n.role is A.Role.NONE
        and A.Role.NONE not in args
        and isinstance(n.value, A.NounPhrase)
        and len(n.value.terms) == 1
        and isinstance(n.value.terms[0], A.Count)
    ):
        args[A.Role.NONE] = n.value
        lifted.append(n)
    rel = A.Relative(replace(c, args=tuple(a for a in c.args if all(a is not x for x in lifted))))
    args[A.Role.GOAL] = A.NounPhrase((rel, *g.terms[1:]), g.links)


def _alternatives(
    np: Any, r: Reading
) -> tuple[tuple[tuple[str, str | None], ...], str | None] | None:
    """「山札の上か控え室」: places joined by か, each a zone (with 上 / 下) of the performer's own
    side — ((zone, pos), …), None; 「相手の山札の上か下」: all of the opponent's — (…, opponent).
    None for a place with no か; places of both sides refused."""
    if not isinstance(np, A.NounPhrase) or "か" not in np.links:
        return None
    owners: set[str] = set()
    cuts = [i + 1 for i, link in enumerate(np.links) if link == "か"]
    bounds = [0, *cuts, len(np.terms)]
    out: list[tuple[str, str | None]] = []
    for a, b in zip(bounds, bounds[1:], strict=False):
        part = A.NounPhrase(np.terms[a:b], np.links[a : b - 1])
        if (
            out
            and out[-1][1] is not None
            and len(part.terms) == 1
            and isinstance(part.terms[0], A.Position)
        ):
            # 「山札の上か下」: a position alone after a place with one is of the same zone
            out.append(
                (
                    out[-1][0],
                    place(A.NounPhrase((np.terms[a - 2], part.terms[0]), ("の",)), r, goal=True)[1],
                )
            )
            continue
        g, pos = place(part, r, goal=True)
        if len(g.zones) != 1 or g.kinds or g.owner not in (None, "you", "self", "opponent"):
            raise Unsupported("a put to one of several places of this kind")
        if g.states:
            raise Unsupported("a put to one of several places of this kind")
        owners.add("opponent" if g.owner == "opponent" else "you")
        out.append((g.zones[0], pos))
    if len(set(out)) != len(out) or len(owners) > 1:
        raise Unsupported("a put to one of several places of this kind")
    return tuple(out), ("opponent" if owners == {"opponent"} else None)


# 「好きな順番で」 (the grammar's words favourite + order)
FAVOURITE_ORDER = A.NounPhrase((A.Word("favourite"), A.Word("order")), ("",))


def favourite_order(np: Any) -> bool:
    """「好きな順番で」 / 「好きな順で」 / 「好きな順序で」: the words favourite + order, in any of
    the spellings of order (the lexicon's variants)."""
    return (
        isinstance(np, A.NounPhrase)
        and np.links == ("",)
        and [getattr(t, "id", None) for t in np.terms] == ["favourite", "order"]
        and all(isinstance(t, A.Word) for t in np.terms)
    )


def _look(args: dict[A.Role, Any], r: Reading, base: dict[str, Any]) -> Op:
    _performer(args, base, r)
    _only(args, {A.Role.OBJECT, A.Role.SOURCE, A.Role.NONE}, "a look")
    nb = bare_count(args.get(A.Role.NONE)) if A.Role.NONE in args else None
    obj = bare_count(args.get(A.Role.OBJECT)) if A.Role.OBJECT in args else None
    if obj is not None and nb is None and A.Role.SOURCE in args:
        # 「あなたの山札の上から３枚を見て」: the place is the pile, the object only its count
        pile, nb = place(args[A.Role.SOURCE], r)[0], obj
    elif nb is not None and A.Role.OBJECT not in args and A.Role.SOURCE in args:
        # 「あなたの山札の上から５枚見て」: the count with no を, as 「…上から５枚を見て」
        pile = place(args[A.Role.SOURCE], r)[0]
    elif (
        nb is not None
        and A.Role.SOURCE in args
        and tuple(getattr(args.get(A.Role.OBJECT), "terms", ())) == (A.CardKind("card"),)
    ):
        # 「山札の上からカードを３枚見て」: the object only 「カード」, its count after it — as
        # 「…上から３枚を見て」
        pile = place(args[A.Role.SOURCE], r)[0]
    else:
        pile = sel(args.get(A.Role.OBJECT), r.v)
        if A.Role.SOURCE in args:
            src, pos = place(args[A.Role.SOURCE], r)
            if src.zones or src.owner:
                raise Unsupported("a look from two places")
            pile = replace(pile, pos=pos)
    if nb is not None and nb[0] is None and nb[1] == "all":
        # 「相手の手札をすべて見る」: every card of the place, as 「相手の手札を見る」
        nb = None
        if A.Role.SOURCE in args or not pile.zones:
            raise Unsupported("looking at cards in this way")
    if (
        nb is None
        and A.Role.SOURCE not in args
        and pile.zones
        and pile.pos is None
        and not pile.ref
        and pile.count is None
    ):
        # 「相手の手札を見る」: every card of the place (a private zone the text lets the player
        # see, VG 4.6.2 and 1.3.1); ``n`` None
        return Op("look", target=pile, bound="all", **base)
    obj_np = args.get(A.Role.OBJECT)
    if (
        nb is None
        and A.Role.SOURCE not in args
        and isinstance(obj_np, A.NounPhrase)
        and isinstance(obj_np.terms[-1], A.Position)
        and obj_np.terms[-1].id in ("very_top", "very_bottom")
        and pile.zones
        and pile.pos is not None
    ):
        # 「あなたの山札の一番上を見て」: the one card at that end of the pile (VG 7.7: 見る,
        # the cards the text names; WS 「山札の一番上のカード」) — as 「…上から１枚見て」
        nb = (1, "exact")
    if (
        nb is None
        or nb[0] is None
        or nb[1] not in ("exact", "up_to")
        or pile.ref
        or pile.count is not None
    ):
        raise Unsupported("looking at cards in this way")
    # 「上からN枚まで見る」: up to N, the player may stop before each card (VS 4.11.3, VG 7.7.2);
    # ``bound`` "up_to" — a game whose runtime does not read it refuses it
    up_to = {"bound": "up_to"} if nb[1] == "up_to" else {}
    return Op("look", target=pile, n=nb[0], **up_to, **base)


def _count_of_object(args: dict[A.Role, Any]) -> None:
    """「（山札の上から、）置いた枚数と同じ枚数のカードを…に置く」: the count 「Yと同じ枚数」 printed
    before the cards with の is the step's count, as 「カードを、Yと同じ枚数…」 (Role.NONE, read by
    ``same_number``); the place said with 「から」 and a comma, which the grammar hangs on the
    relative clause of Y, is the step's (``nouns._source_before_comma``). Any other object is left
    as printed."""
    from ruling.cardtext.nouns import _source_before_comma

    o = args.get(A.Role.OBJECT)
    if not (
        A.Role.NONE not in args
        and isinstance(o, A.NounPhrase)
        and len(o.terms) > 2
        and _is_same_count(A.NounPhrase(o.terms[:2], o.links[:1]))
        and o.links[:2] == ("", "の")
        and isinstance(o.terms[2], A.CardKind)
    ):
        return
    rel = o.terms[0]
    assert isinstance(rel, A.Relative)
    c = rel.clause
    w = [a for a in c.args if a.role is A.Role.WITH]
    if len(w) == 1 and A.Role.SOURCE not in args:
        lifted = _source_before_comma(w[0].value)
        if lifted is not None:
            c = replace(
                c, args=tuple(replace(a, value=lifted[0]) if a is w[0] else a for a in c.args)
            )
            args[A.Role.SOURCE] = lifted[1]
    args[A.Role.NONE] = A.NounPhrase((A.Relative(c), o.terms[1]), o.links[:1])
    args[A.Role.OBJECT] = A.NounPhrase(o.terms[2:], o.links[2:])


def _as_possible(args: dict[A.Role, Any], r: Reading, base: dict[str, Any], what: str) -> None:
    """「可能な限り」 (Role.AS_POSSIBLE) on a choice or a move of a number of cards: the number
    done as nearly as possible (VG 1.3.2.4) — ``detail`` ``("as_possible", True)`` for a game
    whose runtime reads it (``Vocab.as_possible``), else refused."""
    if args.pop(A.Role.AS_POSSIBLE, None) is None:
        return
    if not r.v.as_possible:
        raise Unsupported(f"{what} as nearly as possible (「可能な限り」) in a game not reading it")
    base["detail"] = (*base.get("detail", ()), ("as_possible", True))


def _move(op: str, verb: str, args: dict[A.Role, Any], r: Reading, base: dict[str, Any]) -> Op:
    """Cards put somewhere: the object (else the cards the step before chose), from (から),
    to (に: with 上 / 下), how (で: 表で / 裏で / 【レスト】で), how many."""
    v = r.v
    _as_possible(args, r, base, f"a {verb}")
    also = args.get(A.Role.ALSO)
    if also is not None and A.Role.OBJECT not in args and isinstance(also, A.NounPhrase):
        # 「その後、あなたのベンチのカードもすべてレストする」: も in the place of を — the cards
        # named are acted on as the object is, in addition to what the text did before (も
        # adds them; the act is the same)
        got = sel(also, v)
        if got.kinds or got.zones or got.ref is not None:
            args[A.Role.OBJECT] = args.pop(A.Role.ALSO)
    t = args.get(A.Role.TOPIC)
    if t is not None and A.Role.OBJECT not in args:
        who = sel(t, v)
        if who.ref is not None or who.kinds and who.kinds != ("player",):
            # 「公開したカードは山札の上に戻す」: a card as the topic of a transitive step with no
            # object is its object (the performer unsaid: the master, 11.8.5.1)
            args[A.Role.OBJECT] = args.pop(A.Role.TOPIC)
    # 「すべてのプレイヤーは、自分の…を…に置く」: each player, for a game whose runtime does a
    # put once per player (``Vocab.each_player``)
    _performer(args, base, r, op)
    _with_except(args)
    if verb in v.goal_card_verbs and A.Role.OBJECT not in args and A.Role.GOAL in args:
        g = sel(args[A.Role.GOAL], v)
        if g.ref is not None or g.names:
            # 「そのカードにライドする」: the card named is the one acted on (``Vocab.goal_card_verbs``)
            args[A.Role.OBJECT] = args.pop(A.Role.GOAL)
    if A.Role.OBJECT not in args and A.Role.GOAL in args:
        _lift_object(args)
    _count_of_object(args)
    target = sel(args.pop(A.Role.OBJECT), v) if A.Role.OBJECT in args else Sel(ref="implied")
    if A.Role.WITH in args and target.ref is None:
        # 「このカードと同名のカードを１枚バインドする」: the names compared with that card
        target = compared(target, args.pop(A.Role.WITH), v, verb)
    among = _among(args, r) if target.ref in (None, "implied") else None
    if among is not None:
        # 「その中からユニットを２枚まで(R)にコールし」 / 「その中から１枚を手札に加え」: a move of
        # cards among those the step before looked at or revealed, as a choice among them reads
        # it (``_among``; ``abilities.in_context``)
        target = replace(target, ref=among)
    if A.Role.SOURCE in args:
        src, pos = place(args.pop(A.Role.SOURCE), r)
        if target.ref is not None and target.ref != "implied":
            pass  # このカードを手札から…: the reference names it
        else:
            target = replace(
                target,
                zones=src.zones or target.zones,
                gauge=src.gauge or target.gauge,
                on=src.on if src.gauge is not None else target.on,
                owner=src.owner or target.owner,
                pos=pos or target.pos,
                ref=None if target.ref == "implied" else target.ref,
                states=tuple(dict.fromkeys((*target.states, *src.states))),
            )
    none = args.pop(A.Role.NONE, None)
    counted = same_number(none, r, op) if op in ("reveal", "move") and none is not None else None
    if counted is not None:
        # 「置いた枚数と同じ枚数、山札の上から公開し」 / 「山札の上から、置いた枚数と同じ枚数の
        # カードをドロップゾーンに置く」: as many as those cards, counted when the step is done
        # (``Op.detail`` ``n_of``; ``Vocab.counted_steps``), from the top of a pile
        if target.pos != "top" or target.ref is not None or target.count is not None:
            raise Unsupported(f"a {verb} of as many as other cards, not from the top of a pile")
        base["detail"] = (*base.get("detail", ()), ("n_of", counted))
        none = None
    nb = bare_count(none) if none is not None else None
    if nb is None and none is not None:
        # a word beside the object that is no count (「…をゲージとして置く」): not read, refused
        # (before, it was dropped and the card moved nowhere)
        raise Unsupported(f"a {verb} with an argument that is not a count")
    if nb is not None:
        target = replace(
            target, count=nb[0], bound=nb[1], ref=None if target.ref == "implied" else target.ref
        )
    dest: str | None = v.dests.get(op) or v.dests.get(verb)
    pos = None
    if op == "reveal" and A.Role.GOAL in args:
        who = sel(args[A.Role.GOAL], v)
        if who == Sel(owner=who.owner) and who.owner in ("you", "opponent"):
            # 「相手に公開する / 見せる」: shown to that player (what is revealed is seen, 7.10.1)
            del args[A.Role.GOAL]
            base["detail"] = (*base.get("detail", ()), ("to", who.owner))
    if A.Role.GOAL in args and (was := was_on(args[A.Role.GOAL], r, r.v.was_on_refs)) is not None:
        # 「このユニットのいた(R)にコールする」: the circle this unit was on (last-known, 11.13.1)
        base["detail"] = (*base.get("detail", ()), ("dest_was", was[0]))
        args[A.Role.GOAL] = was[1]
    got = _alternatives(args.get(A.Role.GOAL), r) if v.dest_choice else None
    if got is not None:
        # 「山札の上か控え室に置く」: one of the places, which the performer picks; 「相手の山札の
        # 上か下に置く」: the opponent's places (``dest_owner``)
        alts, whose = got
        del args[A.Role.GOAL]
        dest, pos = alts[0]
        base["detail"] = (*base.get("detail", ()), ("dest_alts", alts))
        if whose is not None:
            base["detail"] = (*base["detail"], ("dest_owner", whose))
    if A.Role.GOAL in args:
        if op in ("reveal", "shuffle"):
            # 「このカードを山札に公開する」: a reveal or a shuffle goes nowhere (before, the place
            # was read and then dropped: the card shown, the place silently left out)
            raise Unsupported(f"a {verb} to a place")
        goal_np = args.pop(A.Role.GOAL)
        g, pos = place(goal_np, r, goal=True)
        if len(g.zones) != 1 or g.kinds:
            raise Unsupported(f"a {verb} to this place")
        if g.other:
            # 「別の(R)に移動させる」: a circle of that group other than the one it is on
            base["detail"] = (*base.get("detail", ()), ("dest_other", True))
        if g.column is not None:
            # 「このユニットと同じ縦列の(R)にコールする」: a circle of that column (4.9.1.1)
            col = Sel(column=g.column, column_of=g.column_of)
            base["detail"] = (*base.get("detail", ()), ("dest_column", col))
            if g.column == "this" and column_unsaid(goal_np):
                # 「同じ縦列の(R)に」 naming no card: this unit's by the game's rule for a unit not
                # named (VG 11.8.5.3); the game may read it otherwise for a unit moved
                base["detail"] = (*base["detail"], ("dest_column_unsaid", True))
        if g.owner not in (None, "you", "opponent", "self"):
            raise Unsupported(f"a {verb} to this place")
        dest = g.zones[0]
        if g.owner is not None:
            # 「あなたの別の(R)に」 / 「可能な限りあなたの(R)に」: the fighter named is one more
            # detail of the step — the others read before (「別の」, a column, 「可能な限り」, a
            # count 「同じ枚数」) kept (before, they were overwritten and lost)
            base["detail"] = (*base.get("detail", ()), ("dest_owner", g.owner))
        if g.states:
            # 「ユニットのいない(R)に」: the place in that state (a game that cannot read it
            # refuses the step)
            base["detail"] = (*base.get("detail", ()), ("dest_states", g.states))
    kept = args.pop(A.Role.AS_IS, None)
    if kept is not None:
        if op in ("reveal", "shuffle") or dest is None:
            raise Unsupported(f"a {verb} keeping a state (「…のまま」) without a place")
        if kept.terms:
            # 「レスト状態のまま控え室に置く」 / 「表向きのまま…」: the card keeps the state named, so
            # it is put in that state — the put 「レスト状態で / 表向きで置く」 (read below as the
            # manner, each game's put deciding what a state means where the card goes)
            if A.Role.MEANS in args:
                raise Unsupported(
                    f"a {verb} with a state kept (「…のまま」) and a manner (「…で」)"
                )
            args[A.Role.MEANS] = kept
        elif dest not in v.stateless_zones:
            # 「そのままベンチに置く」: the card's state kept where cards have one — not read
            raise Unsupported(
                f"a {verb} as it is (「そのまま」) to a zone whose cards have a state"
            )
        # 「そのまま控え室に置く」: no state where the card goes (``Vocab.stateless_zones``) — the put
    face = orientation = None
    if favourite_order(args.get(A.Role.MEANS)) and v.chosen_order:
        # 「好きな順番で山札の上に置く」: the cards go there in the order their master chooses
        # (a game whose runtime reads it: ``Vocab.chosen_order``)
        del args[A.Role.MEANS]
        base["detail"] = (*base.get("detail", ()), ("order", "chosen"))
    if A.Role.MEANS in args:
        how = sel(args.pop(A.Role.MEANS), v)
        for s_ in how.states:
            if s_ in ("face_up", "face_down"):
                face = s_
            elif s_ in ("stand", "rest"):
                orientation = s_
            else:
                raise Unsupported(f"a {verb} in the state {s_}")
        if how != Sel(states=how.states):
            raise Unsupported(f"a {verb} by this means")
    if args:
        raise Unsupported(f"a {verb} with {', '.join(sorted(x.value for x in args))}")
    if op in ("reveal", "shuffle"):
        return Op(op, target=target, **base)
    n, bound = target.count, target.bound
    if bound == "any" and not v.any_count:
        raise Unsupported(f"a {verb} of as many as the player picks, in a game that cannot run it")
    if (
        target.ref is None
        and n is None
        and bound == "exact"
        and target.kinds
        and set(target.kinds) <= v.placed_kinds
        and not target.zones
    ):
        bound = "all"  # 「相手のヴァンガードを」: the unit on that circle (VG 4.9.2.6)
    if (
        target.ref is None
        and n is None
        and bound == "exact"
        and target.zones
        and set(target.zones) <= v.single_zones
        and set(target.kinds) <= {"card"}
        and target.pos is None
    ):
        bound = (
            "all"  # 「相手のサプライズ置場のカードを」: the one card such a zone holds (VS 3.9.2)
        )
    if (
        target.ref is None
        and n is None
        and bound == "exact"
        and target.count is None
        and target.pos in TOP_OR_BOTTOM[0]
        and target.zones
    ):
        # 「ダストボックスの一番上のキャラクターカードを」: the one card at that end of the zone,
        # neither chosen nor counted but where it lies (each game's runtime reads ``pos`` with
        # ``n``: the top / bottom ``n`` cards, of the kinds named)
        n = 1
    if (
        target.ref is None
        and n is None
        and bound not in ("all", "any")
        and not (target.states and set(target.states) <= v.battle_states)
    ):
        # a card named by its role in the battle now (「サポートしたカード」, 「アタックしたカード」)
        # is the one card in that role, neither chosen nor counted
        raise Unsupported(f"a {verb} of cards neither chosen nor counted")
    return Op(
        op,
        target=replace(target, count=None, bound="exact") if target.ref is None else target,
        n=n,
        bound=bound,
        dest=dest,
        pos=pos,
        face=face,
        orientation=orientation,
        **base,
    )


def _stat_change(b: A.Action, args: dict[A.Role, Any], r: Reading, optional: bool) -> Op:
    """「XのパワーN」 / 「パワーN」 (the cards the step before named): a change of a value by an
    amount, with further changes after / (パワー＋5000/シールド＋5000), a duration, a multiplier
    (…１枚につき, 12.7-like: the amount times how many cards it names)."""
    v = r.v
    base: dict[str, Any] = {"optional": optional}
    compared_role = name_comparand(b, v)
    comparand = {A.Role.WITH} if compared_role is not None else set()
    if A.Role.INSTEAD_OF in args:
        # 「＋5000ではなく＋10000」: replaces an amount said before in this ability
        _only(args, {A.Role.INSTEAD_OF}, "a replaced amount")
        o = args[A.Role.INSTEAD_OF]
        if not (
            isinstance(o, A.NounPhrase) and len(o.terms) == 1 and isinstance(o.terms[0], A.Amount)
        ):
            raise Unsupported("a stat change with instead_of")
        if b.more:
            raise Unsupported("a replaced amount with further changes")
        return Op("instead", replaces=amount(o.terms[0]), amount=amount(b.amount), **base)
    if isinstance(b.amount, A.AmountPair):
        # 「…を+2000/-0」: the pair of values the game's notation changes together
        if v.pair_stats is None or b.more:
            raise Unsupported("a pair of amounts this game does not read")
        # 「…1枚につき、…を+1000/+0」: the pair times a count, as a single value's (``per``)
        args, every = _pair_object(args, v)
        _only(args, {A.Role.OBJECT, A.Role.TIME, A.Role.PER}, "a stat change")
        target = sel(args[A.Role.OBJECT], v) if A.Role.OBJECT in args else Sel(ref="implied")
        if every:
            target = replace(target, bound="all")
        stat = v.pair_stats[0]
        more = ((v.pair_stats[1], amount(b.amount.second)),)
        b = replace(b, amount=b.amount.first)
    else:
        if not args and not b.more:
            # 「さらに＋10000」: the value of the change before it, of the same cards, for as long
            # (``abilities.stat_again``); a bare amount with no さらに is refused by ``step``
            return Op(
                "stat", target=Sel(ref="again"), stat="again", amount=amount(b.amount), **base
            )
        args = _stat_as_object(_stat_words(args, v))
        args = _object_owns_the_stat(_topic_owns_the_stat(args))
        times = _count_times(args.get(A.Role.MEASURE), b.amount)
        if times is not None and A.Role.PER not in args:
            # 「パワー＋あなたの手札の枚数×2000」: 2000 per card of the hand — as 「あなたの手札の
            # 枚数につき、パワー＋2000」 (``Op.per``, 12.7.1)
            args = {**args, A.Role.PER: times[0]}
            del args[A.Role.MEASURE]
            b = replace(b, amount=times[1])
        _only(args, {A.Role.NONE, A.Role.TIME, A.Role.PER} | comparand, "a stat change")
        target, stat = stat_target(args.get(A.Role.NONE), r)
        if compared_role is not None and compared_role[1] is not A.Role.PER:
            # 「そのユニットと同名のあなたのユニットすべてのパワー＋5000」: the units whose names
            # are compared with that unit's (12.6.1)
            target = compared(target, args[A.Role.WITH], v, "stat change")
        more = tuple((_stat_id(m.stat.id, v), amount(m.amount)) for m in b.more)
    per, per_stat = None, None
    if A.Role.PER in args:
        per, per_stat = _per(args[A.Role.PER], r)
        if compared_role is not None and compared_role[1] is A.Role.PER:
            per = compared(per, args[A.Role.WITH], v, "change per")
    d = args.get(A.Role.TIME)
    until: str | None
    if r.kind == "continuous":
        base["cond"] = during(d, v)
        until = None
    elif d is None:
        until = "inherit"  # …し、パワー＋5000: the duration said before it in the sentence
    else:
        until = until_of(d, r)
    return Op(
        "stat",
        target=target,
        stat=stat,
        amount=amount(b.amount),
        more=more,
        until=until,
        per=per,
        per_stat=per_stat,
        **base,
    )


def _pair_object(args: dict[A.Role, Any], v: Vocab) -> tuple[dict[A.Role, Any], bool]:
    """The other wordings of 「Xを+A/+B」 (a pair of values): 「あなたは Xを…」 (the master as the
    topic: who changes it, as every effect of the ability), 「Xは+A/+B（する）」 (the cards changed
    as the topic), 「Xを / Xはすべて+A/+B」 (「すべて」 after the noun: every card it names, as
    「Xすべてを」) — as 「Xを+A/+B」; whether the last is every card (True). Another topic (a
    player other than the master beside an object) is left for ``_only`` to refuse."""
    args = dict(args)
    topic = args.get(A.Role.TOPIC)
    if topic is not None:
        if A.Role.OBJECT in args and sel(topic, v) == Sel(owner="you"):
            del args[A.Role.TOPIC]
        elif A.Role.OBJECT not in args and sel(topic, v) != Sel(owner=sel(topic, v).owner):
            args[A.Role.OBJECT] = args.pop(A.Role.TOPIC)
    every = args.get(A.Role.NONE)
    if (
        A.Role.OBJECT in args
        and isinstance(every, A.NounPhrase)
        and every.terms == (A.Count(None, "card", "all"),)
    ):
        del args[A.Role.NONE]
        return args, True
    return args, False


def name_comparand(b: A.Action, v: Vocab) -> tuple[A.Arg, A.Role] | None:
    """「このユニットと同名のあなたの表のＧゾーン１枚につき」 / 「そのユニットと同名のあなたの
    ユニットすべてのパワー＋5000」: the grammar hangs 「Xと」 on the step (role ``with``) right
    before a phrase (「…につき」, or the value's cards) that opens with 同名の / 別名の; X is the
    card those names are compared with (``nouns.compared``), not a card whose value changes
    (before, VG's 「AとBのパワー」 reading took it for A: 「このユニットと同名の…につき、この
    ユニットのパワー＋5000」 raised this unit twice, a second 「そのユニットと」 was dropped, and
    「そのユニットと同名の…すべてのパワー」 raised that unit and the units named as this one).
    The argument and the role of the phrase it belongs to, or None."""
    got = per_comparand(b, v)
    if got is not None:
        return got, A.Role.PER
    for a, nxt in zip(b.args, b.args[1:], strict=False):
        if (
            a.role is A.Role.WITH
            and nxt.role in (A.Role.NONE, A.Role.OBJECT)
            and _opens_compared(nxt.value, v)
        ):
            return a, nxt.role
    return None


def _opens_compared(np: Any, v: Vocab) -> bool:
    return (
        isinstance(np, A.NounPhrase)
        and len(np.terms) > 1
        and isinstance(np.terms[0], A.Ref)
        and np.links[0] == "の"
        and v.ref_flag(np.terms[0].id) in ("same_name", "other_name")
    )


def per_comparand(b: A.Action, v: Vocab) -> A.Arg | None:
    """The 「Xと」 of 「Xと同名の…１枚につき」 (``name_comparand``), or None."""
    for a, nxt in zip(b.args, b.args[1:], strict=False):
        np = nxt.value
        if (
            a.role is A.Role.WITH
            and nxt.role is A.Role.PER
            and isinstance(np, A.NounPhrase)
            and len(np.terms) > 1
            and isinstance(np.terms[0], A.Ref)
            and np.links[0] == "の"
            and v.ref_flag(np.terms[0].id) in ("same_name", "other_name")
        ):
            return a
    return None


def _stat_words(args: dict[A.Role, Any], v: Vocab) -> dict[A.Role, Any]:
    """A value named by a word the game lists in ``Vocab.stat_words`` (VS 「AP」, 「攻撃力」) at the
    end of the value's noun phrase is that stat (``A.Stat`` of the word's stat)."""
    if not v.stat_words:
        return args
    out = dict(args)
    for role in (A.Role.OBJECT, A.Role.NONE, A.Role.TOPIC, A.Role.GOAL):
        np = out.get(role)
        last = np.terms[-1] if isinstance(np, A.NounPhrase) and np.terms else None
        if isinstance(last, A.Word) and last.id in v.stat_words:
            out[role] = replace(np, terms=(*np.terms[:-1], A.Stat(v.stat_words[last.id])))
    return out


def _stat_as_object(args: dict[A.Role, Any]) -> dict[A.Role, Any]:
    """「このカードのAPを+1000する」 / 「このユニットのパワーを＋5000する」: the value marked by を, a
    noun phrase ending with a stat, is the value that changes, as in 「このカードのAP+1000」 (the
    を-object read as the step's value when nothing else names one). So is such a value marked
    by は or に, as the rules documents print it (VG 11.11.4 「あなたのヴァンガードのパワーは、
    あなたのリアガード1体につき+1000」, 「あなたの前列のリアガードすべてのパワーに+5000」): the
    value the amount is added to."""
    if A.Role.NONE in args:
        return args
    for role in (A.Role.OBJECT, A.Role.TOPIC, A.Role.GOAL):
        obj = args.get(role)
        if isinstance(obj, A.NounPhrase) and obj.terms and isinstance(obj.terms[-1], A.Stat):
            out = {k: a for k, a in args.items() if k is not role}
            out[A.Role.NONE] = obj
            return out
    return args


def _topic_owns_the_stat(args: dict[A.Role, Any]) -> dict[A.Role, Any]:
    """「このユニットはパワー＋5000」: the card marked by は owns the value that changes, as in
    「このユニットのパワー＋5000」 — the topic joined to the bare value with の. A topic with a
    value that already names its card is left (refused as an argument a stat change does not
    take)."""
    topic, np = args.get(A.Role.TOPIC), args.get(A.Role.NONE)
    if not (
        isinstance(topic, A.NounPhrase)
        and topic.terms
        and isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Stat)
    ):
        return args
    if all(isinstance(t, A.Owner) for t in topic.terms):
        raise Unsupported("a stat change of a player")  # 「あなたはパワー＋5000」: no such value
    out = {k: a for k, a in args.items() if k is not A.Role.TOPIC}
    out[A.Role.NONE] = A.NounPhrase((*topic.terms, np.terms[0]), (*topic.links, "の"))
    return out


def _object_owns_the_stat(args: dict[A.Role, Any]) -> dict[A.Role, Any]:
    """「あなたの前列のリアガードすべてを、そのターン中、パワー＋5000」 / 「そのユニットを、…パワー
    ＋5000」: the cards marked by を own the value that changes, as in 「…すべてのパワー＋5000」 —
    the object joined to the bare value with の (the duration between them is the step's)."""
    obj, np = args.get(A.Role.OBJECT), args.get(A.Role.NONE)
    if not (
        isinstance(obj, A.NounPhrase)
        and obj.terms
        and isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Stat)
    ):
        return args
    out = {k: a for k, a in args.items() if k is not A.Role.OBJECT}
    out[A.Role.NONE] = A.NounPhrase((*obj.terms, np.terms[0]), (*obj.links, "の"))
    return out


def _stat_id(sid: str, v: Vocab) -> str:
    st = v.stats.get(sid)
    if st is None:
        raise Unsupported(f"a change of {sid}")
    return st


def stat_target(np: Any, r: Reading) -> tuple[Sel, str]:
    """``このユニットのパワー`` -> (this, power); ``パワー`` alone -> (implied, power)."""
    if not isinstance(np, A.NounPhrase) or not np.terms or not isinstance(np.terms[-1], A.Stat):
        raise Unsupported("a stat change without a stat")
    st = _stat_id(np.terms[-1].id, r.v)
    if len(np.terms) == 1:
        return Sel(ref="implied"), st
    first = np.terms[0]
    if (
        isinstance(first, A.Ref)
        and first.id == "each"
        and (
            len(np.terms) == 2
            or (len(np.terms) == 3 and isinstance(np.terms[1], A.CardKind) and np.links[0] == "の")
        )
    ):
        # 「…を２枚まで選び、それぞれのパワー＋5000」 / 「それぞれパワー＋5000」 / 「それぞれの
        # ユニットのパワー」: each of the cards just dealt with, as 「それらのパワー」 (one change
        # each; VG 11.8.6)
        if len(np.terms) == 3:
            kind = sel(A.NounPhrase((np.terms[1],)), r.v)
            if replace(kind, kinds=()) != Sel():
                raise Unsupported("「それぞれの」 with a description")
        return Sel(ref="chosen"), st
    if np.links[-1] != "の":
        raise Unsupported("a stat change of this shape")
    return sel(A.NounPhrase(np.terms[:-1], np.links[:-1]), r.v), st


def _count_times(measure: Any, amt: Any) -> tuple[A.NounPhrase, A.Amount] | None:
    """「＋Xの枚数×N」 as a change's amount: (the cards counted, 「Xの枚数」, and the amount ＋N)
    when the amount is the variable the measure gives and the measure a number of cards times N;
    None for another one."""
    if not (
        isinstance(amt, A.Amount)
        and amt.sign in "+-"
        and amt.number.value is None
        and isinstance(measure, A.NounPhrase)
        and len(measure.terms) >= 3
        and isinstance(measure.terms[-1], A.Amount)
        and measure.terms[-1].sign == "x"
        and measure.terms[-1].number.value is not None
        and measure.terms[-2] in (A.Word("number_of_cards"), A.Word("number"))
        and measure.links[-2:] == ("の", "")
    ):
        return None
    counted = A.NounPhrase(measure.terms[:-1], measure.links[:-1])
    return counted, A.Amount(amt.sign, measure.terms[-1].number)


def amount(a: Any) -> int:
    if not isinstance(a, A.Amount) or a.sign not in "+-" or a.number.value is None:
        raise Unsupported("a stat change amount")
    return a.number.value * (1 if a.sign == "+" else -1)


def per_step(args: dict[A.Role, Any], r: Reading, op: str) -> dict[str, Any]:
    """「XにつきYする」 on a step other than a value change (「あなたのリアガード１枚につき、１枚
    引く」): Y is done X times (``Op.per`` / ``per_stat``), for the operations a game's runtime
    repeats so (``Vocab.per_steps``: each time complete in itself — not a choice whose cards a
    later step acts on); the argument is taken off ``args``. Else nothing (a step with a
    multiplier left in its arguments is refused by its reader)."""
    if A.Role.PER not in args or op not in r.v.per_steps:
        return {}
    per, per_stat = _per(args.pop(A.Role.PER), r)
    return {"per": per, "per_stat": per_stat}


def _per(np: Any, r: Reading) -> tuple[Sel, tuple[str, int] | None]:
    """The X of 「XにつきYする」: how many cards X names (「あなたのリアガード１枚につき」), in
    steps of N for 「N枚につき」 (``("cards", N)``: 「あなたのダメージゾーン２枚につき」 is once per
    two cards), or a value of the card X points at counted in steps (「そのユニットのグレード
    １につき」), also of a player's vanguard (「相手のヴァンガードのグレード１につき」, the
    vanguard of that description: none, none counted)."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) in (2, 3)
        and isinstance(np.terms[0], A.Relative)
        and np.terms[0].clause.form in (A.Form.PAST, A.Form.CAUSATIVE_PAST)
        and np.terms[1] == A.Word("number_of_cards")
        and np.links[0] == ""
        and (len(np.terms) == 2 or count(np.terms[2]) == (1, "exact"))
    ):
        # 「置いた枚数１枚につき」 / 「捨てた枚数につき」 / 「退却させた枚数と同じ数だけ」: per card
        # so acted on, as 「置いたカード１枚につき」 (the number of cards counted one by one)
        one = A.Count(A.Number(1), "card", "exact")
        return _per(A.NounPhrase((np.terms[0], A.CardKind("card"), one), ("", "")), r)
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 2
        and np.links[-1] == "の"
        and isinstance(np.terms[-1], A.StatFilter)
    ):
        f = np.terms[-1]
        unit = sel(A.NounPhrase(np.terms[:-1], np.links[:-1]), r.v)
        st = r.v.stats.get(f.stat.id)
        one = unit.ref is not None or (
            unit.owner is not None
            and unit.kinds == ("vanguard",)
            and not unit.zones
            and unit.count is None
        )
        if not one or st is None or f.cmp != "eq" or not f.value.value:
            raise Unsupported("a change per a value of this shape")
        return unit, (st, f.value.value)
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 4
        and isinstance(np.terms[-3], A.Stat)
        and np.terms[-2] == A.Word("total")
        and np.links[-3:] == ("の", "の", "")
        and isinstance(np.terms[-1], A.Count)
        and np.terms[-1].unit == "none"
    ):
        # 「あなたのソウルのカードのグレードの合計５につき」: the values of the cards a place holds
        # added up, counted in steps of N (``("total:<value>", N)``: the total divided by N, the
        # remainder dropped), in a game whose runtime reads a total (``Vocab.stat_totals``)
        st = r.v.stats.get(np.terms[-3].id)
        step_n = np.terms[-1].number
        cards = sel(A.NounPhrase(np.terms[:-3], np.links[:-3]), r.v)
        if (
            not r.v.stat_totals
            or st is None
            or np.terms[-1].bound != "exact"
            or step_n is None
            or not step_n.value
            or cards.ref is not None
            or cards.count is not None
            or not cards.zones
        ):
            raise Unsupported("a change per a total of values of this shape")
        return cards, (f"total:{st}", step_n.value)
    kinds = _per_kinds(np, r.v)
    if kinds is not None:
        return kinds
    if (
        isinstance(np, A.NounPhrase)
        and np.terms[:2] == (A.Ref("that"), A.Word("number_of_cards"))
        and len(np.terms) == 3
        and isinstance(np.terms[2], A.Count)
        and count(np.terms[2]) == (1, "exact")
        and "move" in r.v.acted_refs
    ):
        # 「…をドロップに置き、その枚数１枚につき」: per card the step before acted on (moved)
        return Sel(ref="moved"), None
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 3
        and np.terms[-2] in (A.Word("number_of_cards"), A.Word("number"))
        and np.links[-2:] == ("の", "")
        and isinstance(np.terms[-1], A.Count)
        and np.terms[-1].unit == "card"
        and (got_n := count(np.terms[-1])) is not None
        and got_n[1] == "exact"
        and got_n[0]
    ):
        # 「あなたのソウルのトリガーユニットの枚数１枚につき」: the number of cards so described,
        # counted in steps of N cards — 「…トリガーユニット１枚につき」 (N = 1) / 「…２枚につき」
        place_, _ = _per(A.NounPhrase(np.terms[:-1], np.links[:-1]), r)
        return place_, (None if got_n[0] == 1 else ("cards", got_n[0]))
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 2
        and np.terms[-1] in (A.Word("number_of_cards"), A.Word("number"))
        and np.links[-1] == "の"
    ):
        # 「あなたの手札の枚数につき」: per card of the place (the number of its cards, 1 each);
        # 「あなたのリアガードの枚数 / 数につき」: per card so described, as 「…１枚につき」
        place_ = sel(A.NounPhrase(np.terms[:-1], np.links[:-1]), r.v)
        if place_.ref is not None or place_.count is not None or not (place_.zones or place_.kinds):
            raise Unsupported("a change per the number of cards of this shape")
        return place_, None
    per = sel(np, r.v)
    # 「(この効果で)コールしたユニット１枚につき」 / 「このコストで退却させたユニット１枚につき」: the
    # cards a step (a cost) of this ability acted on, which ``nouns._acted`` reads only where the
    # game's runtime keeps them (``Vocab.acted_refs`` / ``cost_objects``), counted as any cards
    acted = per.ref is not None and per.ref.startswith(("acted:", "cost:"))
    if (per.ref is not None and not acted) or not per.count or per.bound != "exact":
        raise Unsupported("a change per something other than cards")
    return replace(per, count=None), (None if per.count == 1 else ("cards", per.count))


def _per_kinds(np: Any, v: Vocab) -> tuple[Sel, tuple[str, int]] | None:
    """「あなたのリアガードのグレードの種類数１つにつき」 / 「…のカード名の種類１つにつき」: how many
    different values the cards X names have (VG 18.3.1: card names unless a value is named,
    18.3.1.2; 18.3.1.1: not how many cards), counted in steps of N (``("kinds:<value>", N)``), in
    a game whose runtime reads a count of kinds (``Vocab.kinds_count``). None for a phrase of
    another shape."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 4:
        return None
    terms, links = list(np.terms), list(np.links)
    step_n = terms[-1]
    if not (
        isinstance(step_n, A.Count)
        and step_n.unit in ("item", "none")
        and step_n.bound == "exact"
        and step_n.number is not None
        and step_n.number.value
    ):
        return None
    terms, links = terms[:-1], links[:-1]
    if terms[-1] == A.Word("number"):  # 「種類数」 / 「種類の数」
        terms, links = terms[:-1], links[:-1]
    if terms[-1] != A.Word("kind_of") or links[-1] != "の" or len(terms) < 3:
        return None
    value = terms[-2]
    if isinstance(value, A.Stat) and value.id in v.stats:
        stat = v.stats[value.id]
    elif value == A.Word("card_name"):
        stat = "name"
    elif isinstance(value, A.Word) and value.id in v.kinds_words:
        stat = v.kinds_words[value.id]
    else:
        return None
    if links[-2] != "の" or not v.kinds_count:
        raise Unsupported("a change per a count of kinds of this shape")
    cards = sel(A.NounPhrase(tuple(terms[:-2]), tuple(links[:-2])), v)
    if cards.ref is not None or cards.count is not None:
        raise Unsupported("a change per a count of kinds of cards of this shape")
    return cards, (f"kinds:{stat}", step_n.number.value)


def costs_passthrough(cost: A.Cost, r: Reading) -> tuple[CostItem, ...]:
    raise Unsupported("a cost inside an effect")


# 「AとBに…を与える」 / 「AとBは…を得る」 / 「AとBのパワーを＋N」: verbs whose cards are each dealt
# with, none of which takes a partner (a comitative と: 「…とバトルする」, 「…と入れ替える」): the
# role the card after 「と」 fills, by verb (data; a game's verb of the same kind is added here)
JOINED_RECIPIENT: dict[str, tuple[A.Role, ...]] = {
    "give": (A.Role.GOAL,),
    "gain": (A.Role.TOPIC, A.Role.SUBJECT),
    "stat_change": (A.Role.OBJECT,),
}


def _card_phrase(v: Any) -> bool:
    """Whether ``v`` is a noun phrase naming cards by reference (「そのキャラ」, 「このカード」,
    「選んだキャラ」): the sides of a joined recipient the split below reads."""
    return isinstance(v, A.NounPhrase) and len(v.terms) == 1 and isinstance(v.terms[0], A.Ref)


def _same(a: Any, b: Any) -> Any:
    return a


def _own(a: Any, b: Any) -> Any:
    return b


def joined_pair(
    b: A.Action,
    roles: tuple[A.Role, ...],
    names: Callable[[Any], bool],
    joined: Callable[[Any], bool] | None = None,
    first: Callable[[Any, Any], Any] = _same,
    second: Callable[[Any, Any], Any] = _own,
) -> tuple[A.Action, A.Action] | None:
    """「AとBは / を / に…」 where the verb takes no partner: the grammar reads 「Aと」 as the verb's
    partner (role WITH); A and B are each dealt with alike — the step once on each, in the order
    written (A's first). Read when the step has exactly one WITH, naming a card (``names``), and
    exactly one argument of ``roles`` that names one (``joined``, else ``names``): the steps are
    the action without 「Aと」, that argument holding ``first(A, B)`` (A by default), then
    ``second(A, B)`` (B as printed by default). None for any other step. The games say which
    verbs take no partner, which roles the card after 「と」 fills and what names a card (data
    and their own noun readers): ws ``recipients_joined`` and prohibitions, co's two targets,
    mc's target and this card."""
    withs = [a for a in b.args if a.role is A.Role.WITH]
    others = [a for a in b.args if a.role in roles and (joined or names)(a.value)]
    if len(withs) != 1 or len(others) != 1 or not names(withs[0].value):
        return None
    w, o = withs[0], others[0]
    args = tuple(a for a in b.args if a is not w)

    def holding(value: Any) -> A.Action:
        return replace(b, args=tuple(replace(a, value=value) if a is o else a for a in args))

    return holding(first(w.value, o.value)), holding(second(w.value, o.value))


def _stat_of_card(v: Any) -> bool:
    """「Bのパワー」: a card named by reference, and its value."""
    return (
        isinstance(v, A.NounPhrase)
        and len(v.terms) == 2
        and isinstance(v.terms[1], A.Stat)
        and v.links == ("の",)
        and _card_phrase(A.NounPhrase(v.terms[:1], ()))
    )


def _other_than(a: Any, b: Any) -> Any:
    """B as printed, B being a card other than A (「A以外のB」): a card both sides name (「自分の
    キャラを1枚選び、そのキャラとこのカードの…」 with this card chosen) is dealt with once."""
    return A.NounPhrase((a.terms[0], A.Ref("except"), *b.terms), ("", "の", *b.links))


def recipients_joined(steps: tuple[A.Step, ...]) -> tuple[A.Step, ...]:
    """「そのキャラとこのカードに、そのターン中、次の能力を与える」, 「そのキャラとこのカードは《X》を
    得る」, 「そのキャラとこのカードのパワーを＋1000」: a verb of ``JOINED_RECIPIENT`` takes no
    partner, and each card named is given, gains or is changed alike (``joined_pair``): the step
    is read as two, A's first, each with the other words of the step (its time, what is given,
    the amount). 「AとBのパワー」: the value read after B is A's too. Both sides must be
    references to cards (「その…」, 「この…」); other steps are left as printed (and refused by
    their reader: 「… with with」). B's step is 「A以外のB」 (``_other_than``)."""
    out: list[A.Step] = []
    for st in steps:
        b = st.body
        roles = JOINED_RECIPIENT.get(b.verb, ()) if isinstance(b, A.Action) else ()
        got = None
        if roles and b.verb == "stat_change":  # type: ignore[union-attr]
            # 「AとBのパワー」: B's value, said after B, is A's as well
            got = joined_pair(
                b,  # type: ignore[arg-type]
                roles,
                _card_phrase,
                _stat_of_card,
                lambda a, b: A.NounPhrase((*a.terms, b.terms[1]), ("の",)),
                _other_than,
            )
        elif roles:
            got = joined_pair(b, roles, _card_phrase, None, _same, _other_than)  # type: ignore[arg-type]
        if got is None:
            out.append(st)
            continue
        out += [replace(st, body=one) for one in got]
    return tuple(out)


# the faces a card is turned to (「表にする」 / 「裏にする」)
FACES = ("face_up", "face_down")


def face_step(b: A.Action, r: Reading) -> list[Op] | None:
    """「Xを表にする / 裏にする」 (vg 7.3.1, vs 4.9.1.5 「カードを表向き状態にすることを「表にする」と
    いいます」): the cards named (else those the step before dealt with) are turned face up /
    face down — ``Op("face", target, face)``, run by the game (a game hook: vg, vs). None for
    another step."""
    if b.verb != "do" or b.form not in SET_FORMS:
        return None
    args = args_of(b)
    g = args.get(A.Role.GOAL)
    face = g.terms[0] if isinstance(g, A.NounPhrase) and len(g.terms) == 1 else None
    if not (isinstance(face, A.Word) and face.id in FACES):
        return None
    del args[A.Role.GOAL]
    obj = args.pop(A.Role.OBJECT, None)
    if args:
        raise Unsupported("a turn face up or down of this shape")
    target = sel(obj, r.v) if obj is not None else Sel(ref="implied")
    return [Op("face", target=target, face=face.id)]


def stat_topic_as_object(b: Any) -> Any:
    """「このカードのパワーは、相手のターン中、－1000。」: a value change whose value is said as the
    topic (は) — the value changed, as 「相手のターン中、このカードのパワーを－1000。」 (the object).
    Any other step is given back as it is."""
    if not isinstance(b, A.Action) or b.verb != "stat_change" or b.amount is None:
        return b
    topics = [a for a in b.args if a.role is A.Role.TOPIC]
    if (
        len(topics) != 1
        or any(a.role is A.Role.OBJECT for a in b.args)
        or not isinstance(topics[0].value, A.NounPhrase)
        or not topics[0].value.terms
        or not isinstance(topics[0].value.terms[-1], A.Stat)
    ):
        return b
    obj = replace(topics[0], role=A.Role.OBJECT)
    return replace(b, args=tuple(obj if a is topics[0] else a for a in b.args))
