"""Triggers (…時、 / …の始めに、 / …終了時、) -> ``Trig``.

An event clause 「XがZにVした時」 is read by its verb and form (``Vocab.events``: (verb, form)
-> the game's event word) and its arguments: the subject (what the event is about: このユニット,
or a description: 「X」を含むあなたのヴァンガード), where to (に: a place -> ``dst``; a card ->
``target``: ヴァンガードにアタックした), where from (から -> ``src``), the object (を ->
``target``), by what (で: …の能力で -> ``means``), and a time it names (あなたのターンに /
バトルフェイズに -> ``during``). 「A時か、B時」 is one of two events. A timing is the start or the
end of a phase, a turn or a battle (``Vocab.phases``). A relative clause printed before the
subject's noun that is a filter (「X」を含む…のあなたのヴァンガードが) belongs to it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from grammar import ast as A
from ruling.abilities import Unsupported
from ruling.cardtext.conditions import args_of
from ruling.cardtext.ir import Sel, Trig
from ruling.cardtext.nouns import bare_count, compared, sel
from ruling.cardtext.terms import sole_relative
from ruling.cardtext.vocab import Vocab

FILTER_VERBS = ("contain", "have", "belong")


DURING = A.Word("during")  # 中


def phase_of(np: Any, v: Vocab) -> tuple[str | None, str] | None:
    """``あなたの<phase>`` / ``<phase>`` / ``あなたのターン`` -> (owner, phase), else None;
    ``相手のターンの<phase>`` is the opponent's <phase>, ``すべてのプレイヤーの<phase>`` that of
    either player (owner None, as <phase> alone); 「<phase>中」 is the phase."""
    if not isinstance(np, A.NounPhrase):
        return None
    if len(np.terms) > 1 and np.terms[-1] == DURING and np.links[-1] == "":
        # 「あなたのバトルフェイズ中に…した時」: 中 after a phase says the same as the phase alone
        np = A.NounPhrase(np.terms[:-1], np.links[:-1])
    terms = np.terms
    owner: str | None = None
    if len(terms) == 3 and np.links == ("の", "の") and terms[2] != A.Word("turn"):
        if (
            isinstance(terms[0], A.Count)
            and terms[0].bound == "all"
            and terms[0].number is None
            and terms[1] == A.Owner("player")
        ):
            terms = terms[2:]  # すべてのプレイヤーの<phase>: each player's
        elif isinstance(terms[0], A.Owner) and terms[1] == A.Word("turn"):
            who = v.owner(terms[0].who)
            if who not in ("you", "opponent"):
                return None
            owner, terms = who, terms[2:]  # type: ignore[assignment]
    if len(terms) == 2 and isinstance(terms[0], A.Owner) and np.links == ("の",):
        who = v.owner(terms[0].who)
        if who not in ("you", "opponent"):
            return None
        owner, terms = who, terms[1:]  # type: ignore[assignment]
    if len(terms) == 1 and isinstance(terms[0], A.Word) and terms[0].id in v.phases:
        return owner, v.phases[terms[0].id]
    return None


def phase_time(np: Any, v: Vocab) -> tuple[str | None, str] | None:
    """「あなたのバトルフェイズ中」 / 「相手のメインフェイズ」: a player's phase (or turn) named as
    a time, with or without 中 (during) after it — ``phase_of`` of the phase; None otherwise."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) >= 2
        and np.terms[-1] == A.Word("during")
        and np.links[-1:] == ("",)
    ):
        np = A.NounPhrase(np.terms[:-1], np.links[:-1])
    return phase_of(np, v)


def phase_step(b: Any, v: Vocab) -> tuple[str | None, str] | None:
    """A clause that only names a phase of a player's turn, 「あなたのバトルフェイズ中、」 (a
    nominal predicate of its own the grammar sets before the clause it is the time of): the phase
    (``phase_time``), else None."""
    if (
        isinstance(b, A.Action)
        and b.verb == "be"
        and b.form is A.Form.NOMINAL
        and b.modal is None
        and len(b.args) == 1
        and b.args[0].role is A.Role.PREDICATE
    ):
        return phase_time(b.args[0].value, v)
    return None


def timed_event(e: A.Action, v: Vocab) -> Trig | None:
    """「あなたのバトルフェイズ中、このユニットが【スタンド】した時」: a phase set off by a comma
    before the event (the grammar joins the two clauses): the event, only in that phase of that
    player's turn (``Trig.during``, as 「あなたのバトルフェイズに…した時」), the event read as a
    trigger of its own (the game's hooks first); None for another shape."""
    if not (e.verb == "and" and len(e.args) == 2 and all(a.role is A.Role.NONE for a in e.args)):
        return None
    first, second = (sole_relative(a.value) for a in e.args)
    if first is None or second is None or second.verb != "when":
        return None
    ph = phase_step(first, v)
    if ph is None:
        return None
    got = trigger(A.Trigger(second), v)
    if got.during is not None or got.parts:
        raise Unsupported("a phase before an event that names a time of its own")
    owner, phase = ph
    return replace(got, during=f"{owner or '*'}:{phase}" if phase != "turn" else (owner or "*"))


# 「…するたびに」 / 「…するたび」 (``when`` variants 3 and 4): the verb before it in the final form
# names each event that has happened, as 「…した時」 does in the past
_EACH_TIME_FORM = {A.Form.FINAL: A.Form.PAST, A.Form.PASSIVE: A.Form.PASSIVE_PAST}


def each_time(e: Any) -> Any:
    """「あなたのリアガードが退却するたびに」 as 「あなたのリアガードが退却した時」: each event of the
    kind triggers the ability once, as 「…した時」 says (the verb's tense is the only difference:
    たび takes the final form). Any other clause as it is; 「…たび」 after another form is refused."""
    if not (isinstance(e, A.Action) and e.verb == "when" and e.variant in (3, 4)):
        return e
    np = e.args[0].value if len(e.args) == 1 else None
    rel = np.terms[0] if isinstance(np, A.NounPhrase) and len(np.terms) == 1 else None
    if isinstance(rel, A.Relative) and rel.clause.form in _EACH_TIME_FORM.values():
        return e  # read already (or printed in the past: each event that happened)
    if not isinstance(rel, A.Relative) or rel.clause.form not in _EACH_TIME_FORM:
        raise Unsupported("「…たびに」 after this form")
    inner = replace(rel.clause, form=_EACH_TIME_FORM[rel.clause.form])
    return replace(e, args=(replace(e.args[0], value=replace(np, terms=(A.Relative(inner),))),))


# the markers of a condition that, printed on an event in the past, say when it happened as
# 「…時」 does: 「…した場合、」 / 「…したら、」 / 「…した際、」
EVENT_MARKERS = ("baai", "tara", "sai")
# the forms of a clause that names an event that has happened (「…した」 / 「…された」)
EVENT_FORMS = (A.Form.PAST, A.Form.PASSIVE_PAST)


def _an_event(c: A.Condition | None) -> A.Action | None:
    if c is None or c.marker not in EVENT_MARKERS or not isinstance(c.clause, A.Action):
        return None
    if c.clause.form not in EVENT_FORMS or c.clause.verb in ("and", "or", "be"):
        return None
    return c.clause


def event_as_trigger(node: A.Ability) -> A.Ability | None:
    """An automatic ability printed without 「時」 (「【自】 このカードが舞台に置かれたら、…」 /
    「…【リバース】した場合、…」 / 「…置かれた際、…」): an automatic ability is one that waits for
    its trigger condition (WS 8.1.1.2, 8.1.1.2.1), so the one clause of its first sentence that
    names an event in the past — with a marker that can say when (``EVENT_MARKERS``) — is that
    trigger condition, as 「…した時、」 is. The ability with that clause as its trigger; None when
    it has a trigger already, or no such clause opens it."""
    if node.trigger is not None or node.effect is None:
        return None
    when = _an_event(node.condition)
    if when is not None:
        # 「…した場合、Xなら、…」: X is the ability's condition, where the grammar puts it after
        # 「…した時、」 (read when the ability triggers and when it resolves, as printed there)
        sentences = node.effect.sentences
        first = sentences[0].steps[0] if sentences and sentences[0].steps else None
        ab = replace(node, condition=None)
        if first is not None and first.condition is not None and first.condition.marker == "nara":
            head = replace(
                sentences[0], steps=(replace(first, condition=None), *sentences[0].steps[1:])
            )
            ab = replace(
                node,
                condition=first.condition,
                effect=replace(node.effect, sentences=(head, *sentences[1:])),
            )
    else:
        sentences = node.effect.sentences
        first = sentences[0].steps[0] if sentences and sentences[0].steps else None
        if (
            first is not None
            and len(sentences[0].steps) > 1
            and first.condition is None
            and first.lead is None
            and first.cost is None
            and (
                isinstance(first.body, A.Timing)
                or (isinstance(first.body, A.Action) and first.body.verb == "when")
            )
        ):
            # 「…した時 あなたは…」 / 「…の始めに あなたは…」: the trigger printed without its
            # comma, read by the grammar as the sentence's first step
            head = replace(sentences[0], steps=sentences[0].steps[1:])
            ab = replace(node, effect=replace(node.effect, sentences=(head, *sentences[1:])))
            return replace(ab, trigger=A.Trigger(event=first.body, pause=False))
        when = _an_event(first.condition) if first is not None else None
        if when is None or first is None:
            return None
        head = replace(
            sentences[0], steps=(replace(first, condition=None), *sentences[0].steps[1:])
        )
        ab = replace(node, effect=replace(node.effect, sentences=(head, *sentences[1:])))
    event = A.Action(
        "when", (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(when),))),), A.Form.NOMINAL
    )
    return replace(ab, trigger=A.Trigger(event=event))


def trigger(t: A.Trigger, v: Vocab) -> Trig:
    if isinstance(t.event, A.Action) and t.event.variant in (3, 4):
        t = replace(t, event=each_time(t.event))
    if isinstance(t.event, A.Action) and (act_then := _acted_then(t.event)) is not None:
        t = replace(t, event=act_then)  # 「…にアタックしてヒットした時」
    for hook in v.hooks.get("trigger", ()):
        got = hook(t, v)
        if got is not None:
            return got  # type: ignore[no-any-return]
    return event(t.event, v)


def event(e: Any, v: Vocab) -> Trig:
    if isinstance(e, A.Unparsed):
        raise Unsupported(f"an untyped trigger: {e.text}")
    if isinstance(e, A.Timing):
        return timing(e, v)
    if not isinstance(e, A.Action):
        raise Unsupported("a trigger of this shape")
    timed = timed_event(e, v)
    if timed is not None:
        return timed
    if e.verb == "or":
        alts: list[A.Timing | A.Action] = []
        for a in e.args:
            np = a.value
            if isinstance(np, A.NounPhrase) and len(np.terms) == 2:
                np = lead_relative(_inner_np(np), v)
            if not (isinstance(np, A.NounPhrase) and len(np.terms) == 1):
                raise Unsupported("「…時か…時」 of this shape")
            x = np.terms[0]
            if isinstance(x, A.Timing):
                alts.append(x)
            elif isinstance(x, A.Relative):
                alts.append(when_inner(x.clause))
            else:
                raise Unsupported("「…時か…時」 of this shape")
        return _one_of(alts, v)
    if e.verb != "when" or len(e.args) != 1:
        raise Unsupported(f"a trigger {e.verb}")
    np = e.args[0].value
    occ = _occasion(np, v)
    if occ is not None:
        return occ
    if isinstance(np, A.NounPhrase) and len(np.terms) == 2:
        np = lead_relative(np, v)
    if not (isinstance(np, A.NounPhrase) and len(np.terms) == 1):
        raise Unsupported("a trigger of this shape")
    x = np.terms[0]
    if isinstance(x, A.Timing):
        return timing(x, v)
    if not isinstance(x, A.Relative):
        raise Unsupported("a trigger of this shape")
    if x.clause.verb == "or":
        return _verb_alternatives(x.clause, v)
    return clause(x.clause, v)


_OCCASION = A.NounPhrase((A.Word("occasion"),))


# 「XがYにアタックしてヒットした時」 (vg 10.7.1.6.1 「‘(特定のユニット)にアタックしてヒットしている’
# 事象」): the act done in the te-form, and the result of that act the trigger waits for
_ACT_RESULTS = {("attack", "hit"), ("attack", "not_hit")}


def _acted_then(e: A.Action) -> A.Action | None:
    """「XがYにアタックしてヒットした時」 / 「…ヒットしなかった時」, typed as two acts joined (the
    te-form act, then 「…した時」): read as the result of that act — 「Xのアタックが Y にヒットした
    時」, the subject's act the one whose result it is, the place it was done to the result's
    (10.7.1.6.1: the unit it attacked). None for any other shape."""
    if e.verb != "and" or len(e.args) != 2:
        return None
    act, when = (sole_relative(a.value) for a in e.args)
    if act is None or when is None:
        return None
    if act.form is not A.Form.TE or when.verb != "when" or len(when.args) != 1:
        return None
    result = sole_relative(when.args[0].value)
    if result is None:
        return None
    kind = result.verb if result.form is A.Form.PAST else f"not_{result.verb}"
    if (act.verb, kind) not in _ACT_RESULTS or result.args:
        return None
    roles = {a.role: a.value for a in act.args}
    subj = roles.get(A.Role.SUBJECT)
    if set(roles) - {A.Role.SUBJECT, A.Role.GOAL} or not isinstance(subj, A.NounPhrase):
        return None
    who = A.NounPhrase((*subj.terms, A.Word(act.verb)), (*subj.links, "の"))
    args = (A.Arg(A.Role.SUBJECT, who),) + tuple(a for a in act.args if a.role is A.Role.GOAL)
    done = replace(result, args=args)
    return replace(when, args=(replace(when.args[0], value=A.NounPhrase((A.Relative(done),))),))


_GOAL_PASSIVE_FORMS = {
    A.Form.PASSIVE_PAST: A.Form.PAST,
    A.Form.PASSIVE_NEG_PAST: A.Form.NEGATIVE_PAST,
}


# 「他の領域」: any zone but the one the clause names the card leaving (data)
_ELSEWHERE = A.NounPhrase((A.Ref("other"), A.Zone("any_zone")), ("の",))
_LEAVE = ("leave", A.Form.PAST)


def _put_elsewhere(c: A.Action, v: Vocab) -> A.Action:
    """「あなたのカードがソウルから他の領域に置かれた時」: put from a place into any other zone is to
    leave that place — 「…がソウルから離れた時」 (a move within a zone is none), read as the game
    reads leaving (``Vocab.events`` of 離れた). ``c`` unchanged for any other clause, or in a game
    with no such event."""
    if (
        c.verb != "put"
        or c.form is not A.Form.PASSIVE_PAST
        or (_LEAVE[0], _LEAVE[1].value) not in v.events
    ):
        return c
    roles = [a.role for a in c.args]
    if (
        sorted(r.value for r in roles) != sorted(("subject", "source", "goal"))
        or next(a for a in c.args if a.role is A.Role.GOAL).value != _ELSEWHERE
    ):
        return c
    args = tuple(a for a in c.args if a.role is not A.Role.GOAL)
    return replace(c, verb=_LEAVE[0], form=_LEAVE[1], args=args)


def _goal_passive(c: A.Action, v: Vocab) -> A.Action:
    """「あなたのヴァンガードがヒットされた時」: the passive of a verb whose passive says that any
    card's act was done to the subject (``Vocab.goal_passives``) — the active with that act as its
    subject and the passive's subject as its goal (「ユニットのアタックがあなたのヴァンガードに
    ヒットした時」). Only where the game has no event of that passive's own; ``c`` unchanged for
    any other clause."""
    doer = v.goal_passives.get(c.verb)
    if doer is None or c.form not in _GOAL_PASSIVE_FORMS or (c.verb, c.form.value) in v.events:
        return c
    roles = [a.role for a in c.args]
    subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    if len(subj) != 1 or A.Role.GOAL in roles:
        return c
    args = tuple(A.Arg(A.Role.GOAL, a.value, a.pause) if a is subj[0] else a for a in c.args)
    return replace(
        c,
        args=(
            A.Arg(A.Role.SUBJECT, A.NounPhrase((A.CardKind(doer[0]), A.Word(doer[1])), ("の",))),
            *args,
        ),
        form=_GOAL_PASSIVE_FORMS[c.form],
    )


def _act_to(c: A.Action) -> A.Action:
    """「このユニットのヴァンガードへのアタックがヒットした時」: an act named with the one it is done
    to (「XのYへの<act>」) whose result the clause says — as 「Xの<act>がYにヒットした時」, Y the
    result's goal (vg 10.7.1.6.1: the unit it attacked). ``c`` unchanged for any other shape."""
    roles = [a.role for a in c.args]
    subj = next((a for a in c.args if a.role is A.Role.SUBJECT), None)
    if (
        (c.verb, c.form.value) not in (("hit", "past"), ("hit", "negative_past"))
        or subj is None
        or A.Role.GOAL in roles
        or not isinstance(subj.value, A.NounPhrase)
    ):
        return c
    np = subj.value
    if (
        len(np.terms) < 3
        or np.terms[-1] != A.Word("attack")
        or np.links[-1] != "への"
        or "への" in np.links[:-1]
        or not isinstance(np.terms[-2], A.CardKind)
    ):
        return c
    # the place attacked: the card kind before 「への」, with its owner when one is printed before
    # it (「…の相手のヴァンガードへの」); the doer: all before that, a card named by its last term
    # (「このユニット」 / 「あなたの他のユニット」 / 「このユニットがブーストしたユニット」)
    at = len(np.terms) - 2
    if at >= 2 and isinstance(np.terms[at - 1], A.Owner) and np.links[at - 1] == "の":
        at -= 1
    if at < 1 or np.links[at - 1] != "の" or not isinstance(np.terms[at - 1], (A.Ref, A.CardKind)):
        return c
    who = A.NounPhrase((*np.terms[:at], np.terms[-1]), (*np.links[: at - 1], "の"))
    to = A.NounPhrase(np.terms[at:-1], np.links[at:-2])
    args = tuple(replace(a, value=who) if a is subj else a for a in c.args)
    return replace(c, args=(*args, A.Arg(A.Role.GOAL, to)))


def _occasion(np: Any, v: Vocab) -> Trig | None:
    """「Xする際にYされた時」: the event Y happened as a part of doing X (the formal noun 際, on
    the occasion of): the grammar gives 「Xする」 as a clause of its own before the event's, whose
    goal is 際. The event is read as any other, with the act it happened in (``Trig.occasion``:
    the act's clause read as its event, 「ライドデッキからライドする」 -> ``rode`` from the ride
    deck); a game's runtime says which of its procedures' events are a part of which act. None
    when the phrase is not of this shape."""
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and all(isinstance(t, A.Relative) for t in np.terms)
    ):
        return None
    first, second = np.terms[0].clause, np.terms[1].clause  # type: ignore[union-attr]
    goals = [a for a in second.args if a.role is A.Role.GOAL and a.value == _OCCASION]
    if len(goals) != 1 or first.form is not A.Form.FINAL:
        return None
    act = clause(replace(first, form=A.Form.PAST), v)
    if act.parts or act.occasion is not None:
        raise Unsupported("an occasion of this shape")
    inner = clause(replace(second, args=tuple(a for a in second.args if a is not goals[0])), v)
    return replace(inner, occasion=act)


def _inner_np(np: A.NounPhrase) -> A.NounPhrase:
    """「「X」を含むあなたのヴァンガードが、アタックした時か…」: a filter before an alternative's
    「…した時」 — the filter and the clause inside its 時, for ``lead_relative``."""
    first, second = np.terms
    if isinstance(second, A.Relative):
        return A.NounPhrase((first, A.Relative(when_inner(second.clause))), np.links)
    return np


def _one_of(alts: list[A.Timing | A.Action], v: Vocab, joined: bool = False) -> Trig:
    """One of several timings or events (「A時か、B時」). An event with no subject of its own
    has that of the event before it when the two readings of its unsaid subject agree or the
    print says which: the subject is this card (「このユニットがインターセプトした時か、手札から
    (G)に置かれた時」: the subject in force and the card with the ability are one), or it is set
    off by a comma (「「X」を含むあなたのヴァンガードが、アタックした時かアタックされた時」: the
    subject before the comma is that of both); ``joined``: verbs joined inside one clause
    (アタックかブーストした), whose subject is that of each. Otherwise (another subject, no comma)
    the unsaid one could be that subject or this card: refused."""
    parts = []
    shared: A.Arg | None = None
    said = False
    for x in alts:
        if isinstance(x, A.Timing):
            parts.append(timing(x, v))
            continue
        x = hoist_subject(x)
        subj = next((a for a in x.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)), None)
        if subj is None and shared is not None:
            x = replace(x, args=(shared, *x.args))
        elif subj is None and said:
            # 「XがAした時かBされた時」: whose B is, left unsaid after X with no comma
            raise Unsupported("an event whose subject is left unsaid after another's")
        elif subj is not None:
            shared = subj if subj.pause or joined or _this(subj.value, v) else None
            said = True
        parts.append(_part_hooked(x, v) or clause(x, v))
    return Trig("any", parts=tuple(parts))


def _part_hooked(x: A.Action, v: Vocab) -> Trig | None:
    """One event of several (「A時か、B時」) read by a construction of the game's own
    (``Vocab.hooks["trigger_part"]``), given the event as a trigger of its own (「B時」); None
    when none reads it."""
    hooks = v.hooks.get("trigger_part", ())
    if not hooks:
        return None
    t = A.Trigger(
        A.Action("when", (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(x),))),), A.Form.NOMINAL)
    )
    for hook in hooks:
        got = hook(t, v)
        if got is not None:
            return got  # type: ignore[no-any-return]
    return None


def _this(np: Any, v: Vocab) -> bool:
    """「このカード」 / 「このユニット」 alone: the card with the ability."""
    return (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Ref)
        and v.ref(np.terms[0].id) == "this"
    )


def _verb_alternatives(c: A.Action, v: Vocab) -> Trig:
    """「このユニットが、アタックかブーストした時」: verbs joined by か before one 時 — the first
    printed as a stem (アタック|か), each in the form of the last (した), with the subject of the
    first as its own."""
    alts = []
    for a in c.args:
        alt = sole_relative(a.value)
        if alt is None:
            raise Unsupported("「…か…した時」 of this shape")
        alts.append(alt)
    form = alts[-1].form
    if any(x.form not in (A.Form.STEM, form) for x in alts[:-1]):
        raise Unsupported("「…か…した時」 of this shape")
    return _one_of([replace(x, form=form) for x in alts], v, joined=True)


def when_clause(e: Any) -> A.Action | None:
    """「…した時」: the clause inside its 時 (「このユニットがアタックした時」's 「このユニットが
    アタックした」) — an event 時 of one argument that is one relative clause; None for any other
    event (each game's trigger readers ask this before they read the clause)."""
    if isinstance(e, A.Action) and e.verb == "when" and len(e.args) == 1:
        return sole_relative(e.args[0].value)
    return None


def state_clause(e: Any) -> tuple[str, str, bool] | None:
    """「（あなた|相手）の<zone>にカードが（ない|ある）時、」: a state trigger's condition (a trigger
    on a state holding, not on an event — vg 11.9.8 「特定の条件が満たされていることを誘発条件」,
    vs 8.6.9, both with the example 「あなたの手札にカードがない時、～」): (whose, the zone's word,
    whether cards are there). None for any other trigger."""
    c = when_clause(e)
    if c is None or c.verb not in ("exist", "exist_thing") or c.amount:
        return None
    if c.form not in (A.Form.NEGATIVE, A.Form.FINAL):
        return None
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args) or set(args) != {A.Role.GOAL, A.Role.SUBJECT}:
        return None
    goal, subj = args[A.Role.GOAL], args[A.Role.SUBJECT]
    if not (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) == 1
        and isinstance(subj.terms[0], A.CardKind)
        and subj.terms[0].id == "card"
        and isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 2
        and isinstance(goal.terms[0], A.Owner)
        and goal.terms[0].who in ("you", "opponent")
        and isinstance(goal.terms[1], A.Zone)
    ):
        return None
    return goal.terms[0].who, goal.terms[1].id, c.form is A.Form.FINAL


def state_trig(
    got: tuple[str, str, bool] | None,
    t: A.Trigger,
    zones: Mapping[str, str],
    state_zones: Iterable[str],
) -> Trig | None:
    """A state trigger read (``state_clause``, or a game's own reader of the same shape): the event
    ``state``, the zone whose cards it reads (``subject``), ``form`` ``none`` / ``some``. The game
    gives its vocabulary as data: ``zones`` (the zone word's id to the game's zone) and
    ``state_zones`` (the zones its rules let a state trigger name, vg 11.9.8, ws 8.7.6). None
    when ``got`` is; another zone, or a state trigger with a 「…中」 period, is refused."""
    if got is None:
        return None
    who, word, some = got
    zone = zones.get(word)
    if zone not in state_zones or t.during is not None:
        raise Unsupported("a state trigger on this zone")
    return Trig("state", subject=Sel(owner=who, zones=(zone,)), form="some" if some else "none")


def when_inner(c: A.Action) -> A.Action:
    """「…した時」 inside 「…時か…時」: the clause inside its 時 (「…するたびに」 as 「…した時」,
    ``each_time``)."""
    c = each_time(c)
    inner = when_clause(c)
    return c if inner is None else inner


def timing_alternatives(tm: A.Timing, v: Vocab) -> tuple[Trig, ...] | None:
    """「あなたの、Aの始めかBの始めに」: one of two timings — the scope split at its か, the part
    before it ending with its own point (始め / 終わり), an owner printed first belonging to both
    when the part after it names none. None when the scope has no such か; a part that is not a
    phase (``phase_of``) refuses the timing."""
    np = tm.scope
    links = [lk.rstrip("、") for lk in np.links]
    if links.count("か") != 1:
        return None
    k = links.index("か") + 1
    left, right = list(np.terms[:k]), list(np.terms[k:])
    if not (isinstance(left[-1], A.Word) and left[-1].id in ("start", "end")):
        return None
    point = left.pop().id
    both_: list[A.Term] = []
    if left and isinstance(left[0], A.Owner) and not any(isinstance(t, A.Owner) for t in right):
        both_ = [left.pop(0)]
    out = []
    for terms, pt in ((left, point), (right, tm.point)):
        whole = both_ + terms
        got = phase_of(A.NounPhrase(tuple(whole), ("の",) * (len(whole) - 1)), v)
        if got is None:
            raise Unsupported("one of two timings that is not a phase")
        out.append(Trig("timing", phase=got[1], point=pt, owner=got[0]))
    return tuple(out)


def timing(tm: A.Timing, v: Vocab) -> Trig:
    """The start / end of a phase (あなたのメインフェイズの始めに), a turn (あなたのターン終了
    時), a battle (このユニットがアタックしたバトル終了時: ``role`` what this unit did in it);
    one of two (``timing_alternatives``)."""
    alts = timing_alternatives(tm, v)
    if alts is not None:
        return Trig("any", parts=alts)
    scope = tm.scope
    got = phase_of(scope, v)
    if got is not None:
        owner, phase = got
        return Trig("timing", phase=phase, point=tm.point, owner=owner)
    terms = scope.terms
    if (
        len(terms) == 2
        and isinstance(terms[0], A.Relative)
        and isinstance(terms[1], A.Word)
        and terms[1].id in v.phases
    ):
        c = hoist_subject(terms[0].clause)
        inner = _battle_event(clause(c, v), v)
        return Trig(
            "timing",
            phase=v.phases[terms[1].id],
            point=tm.point,
            subject=inner.subject,
            target=inner.target,
            role=inner.event,
            act=inner.role,  # 「このユニットのアタックがヒットしなかったバトル」: the subject's act
        )
    if (
        len(terms) == 3
        and isinstance(terms[0], A.Relative)
        and terms[1] == A.Word("battle")
        and isinstance(terms[2], A.Word)
        and terms[2].id in v.phases
        and scope.links == ("", "の")
    ):
        # 「「X」を含むあなたのヴァンガードがアタックされたバトルのガードステップ開始時」: a step of
        # the battle the clause describes
        inner = _battle_event(clause(hoist_subject(terms[0].clause), v), v)
        return Trig(
            "timing",
            phase=v.phases[terms[2].id],
            point=tm.point,
            subject=inner.subject,
            target=inner.target,
            role=inner.event,
            act=inner.role,
        )
    if (
        len(terms) >= 2
        and isinstance(terms[-1], A.Word)
        and terms[-1].id == "attack"
        and scope.links[-1] == "の"
        and "battle" in v.phases
    ):
        # 「このユニットのアタック終了時」: the close step is the end of the attack (VG 10.8.1),
        # the end of the battle X attacked in — 「Xがアタックしたバトル終了時」
        who = A.NounPhrase(terms[:-1], scope.links[:-1])
        attacked = A.Action("attack", (A.Arg(A.Role.SUBJECT, who),), A.Form.PAST)
        battle = A.NounPhrase((A.Relative(attacked), A.Word("battle")), ("",))
        return timing(replace(tm, scope=battle), v)
    if (
        len(terms) >= 2
        and isinstance(terms[-1], A.Word)
        and terms[-1].id == "attack"
        and scope.links[-1] == "の"
        and "battle" not in v.phases
        and "attack" in v.phases
    ):
        # 「このカードのアタックの終わりに」 in a game whose attack is a phase of its own (VS 7.1:
        # the attack sub-phase): its end, of an attack made by the card named (``role`` attack)
        who = sel(A.NounPhrase(terms[:-1], scope.links[:-1]), v)
        return Trig("timing", phase=v.phases["attack"], point=tm.point, subject=who, role="attack")
    raise Unsupported("a timing of this shape")


def _battle_event(inner: Trig, v: Vocab) -> Trig:
    """The event describing a battle in a timing of it (「このユニットがアタックしたバトル」,
    「このユニットのアタックがヒットしなかったバトル」): one the game's runtime reads
    (``Vocab.battle_events``), else refused."""
    if v.battle_events is not None and inner.event not in v.battle_events:
        raise Unsupported(f"a battle described by the event {inner.event}")
    return inner


def lead_relative(np: A.NounPhrase, v: Vocab) -> A.NounPhrase:
    """「X」を含むグレード３以上のあなたのヴァンガードがアタックした時 / このユニットが「X」を含む
    グレード３にライドされた時: the grammar gives two relative clauses; the first (a filter: を含む
    / を持つ) belongs to the noun phrase of the second (its subject, else its goal). Returns the
    one clause with the filter in front of that noun phrase."""
    first, second = np.terms
    if not (isinstance(first, A.Relative) and isinstance(second, A.Relative)):
        return np
    np = _event_args_first(np, v)
    first, second = np.terms  # type: ignore[assignment]
    f, c = first.clause, second.clause  # type: ignore[union-attr]
    vacant = _vacant_goal(f, c)
    if vacant is not None:
        return A.NounPhrase((A.Relative(vacant),), (), np.span)
    if f.verb == "same":
        return _lead_same(np, first, c)
    if (f.verb, f.form.value) in v.events:
        # 「このユニットがブーストしたアタックがヒットした時」: the clause before an act's noun
        # (the event's subject) describes that act
        out = list(c.args)
        for i, a in enumerate(out):
            val = a.value
            if (
                a.role is A.Role.SUBJECT
                and isinstance(val, A.NounPhrase)
                and len(val.terms) == 1
                and isinstance(val.terms[0], A.Word)
                and val.terms[0].id in v.acts
            ):
                out[i] = A.Arg(a.role, A.NounPhrase((first, *val.terms), ("",)), a.pause)
                return A.NounPhrase((A.Relative(replace(c, args=tuple(out))),))
            if (
                a.role is A.Role.SUBJECT
                and isinstance(val, A.NounPhrase)
                and len(val.terms) >= 2
                and isinstance(val.terms[0], A.CardKind)
                and val.links[0] == "の"
                and isinstance(val.terms[-1], A.Word)
                and val.terms[-1].id in v.acts
            ):
                # 「このユニットがブーストしたユニットのヴァンガードへのアタックがヒットしなかった
                # 時」 / 「ブーストされたユニットのアタックが…」: the clause describes the card whose
                # act it is (the noun it stands before)
                out[i] = A.Arg(a.role, A.NounPhrase((first, *val.terms), ("", *val.links)), a.pause)
                return A.NounPhrase((A.Relative(replace(c, args=tuple(out))),))
        return np
    if (
        not f.args
        and f.form in (A.Form.PASSIVE_PAST, A.Form.PASSIVE_PROG)
        and f.verb not in FILTER_VERBS
    ):
        # 「セットされたキャラクターがディフェンスしたとき」 / 「セットされているキャラクターが…」:
        # a bare participle before the event's subject describes that subject (CO's 「セットされ
        # た / ているキャラクター」: the card this one is set on); with no subject to carry it,
        # left as it is
        cargs = list(c.args)
        for i, a in enumerate(cargs):
            if a.role is A.Role.SUBJECT and isinstance(a.value, A.NounPhrase):
                val = a.value
                cargs[i] = A.Arg(
                    a.role, A.NounPhrase((first, *val.terms), ("", *val.links)), a.pause
                )
                return A.NounPhrase((A.Relative(replace(c, args=tuple(cargs))),))
        return np
    # 「このユニットが「X」を含まないグレード１にライドされた時」: the negative filter as well
    if f.verb not in FILTER_VERBS or f.form not in (A.Form.FINAL, A.Form.NEGATIVE):
        return np
    fargs = {a.role: a for a in f.args}
    # a time printed before the filter (あなたのバトルフェイズに「X」を含む…) is the event's
    moved = [
        a
        for r, a in fargs.items()
        if r is A.Role.TIME or (r is A.Role.GOAL and phase_of(a.value, v) is not None)
    ]
    for a in moved:
        del fargs[a.role]
    if set(fargs) - {A.Role.SUBJECT, A.Role.OBJECT, A.Role.GOAL} or not (
        A.Role.OBJECT in fargs or A.Role.GOAL in fargs
    ):
        return np
    # 「このユニットと同じ縦列の「X」を含むあなたのリアガード」: the grammar hangs the column on
    # the name the filter looks for; it is the place of the noun the filter qualifies
    lead: tuple[A.Term, ...] = ()
    obj = fargs.get(A.Role.OBJECT)
    if obj is not None and isinstance(obj.value, A.NounPhrase):
        o = obj.value
        if (
            len(o.terms) > 2
            and isinstance(o.terms[0], A.Relative)
            and o.terms[0].clause.verb == "same"
            and isinstance(o.terms[1], A.Position)
            and o.terms[1].id in ("column", "row")
            and o.links[:2] == ("", "の")
        ):
            lead = o.terms[:2]
            fargs[A.Role.OBJECT] = A.Arg(
                obj.role, A.NounPhrase(o.terms[2:], o.links[2:], o.span), obj.pause
            )
    filt = A.Relative(
        A.Action(f.verb, tuple(a for r, a in fargs.items() if r is not A.Role.SUBJECT), f.form)
    )
    cargs = [*moved, *c.args]
    roles = [a.role for a in cargs]
    if A.Role.SUBJECT in fargs:
        # このユニットが「X」を含むグレード３にライドされた / このユニットが「X」を含むグレード３
        # 以上のヴァンガードをブーストした / 「X」を含むあなたのヴァンガードの能力で【スタンド】
        # した: the filter is of its goal or its object (not both named), else of its means
        # a place alone (ソウルに) is no card the filter could describe: 「…が「X」を含む…の能力で
        # ソウルに置かれた時」 is of the means
        hosts = [
            r
            for r in (A.Role.GOAL, A.Role.OBJECT)
            if r in roles and not _a_place(cargs[roles.index(r)].value)
        ]
        if len(hosts) > 1:
            return np
        # 「このユニットが「X」を含むユニットからライドした時」: of the card its から names, in an
        # event whose から may name a card (``Vocab.from_card_events``), when it is no place
        if (
            not hosts
            and A.Role.SOURCE in roles
            and v.events.get((c.verb, c.form.value)) in v.from_card_events
            and not _a_place(cargs[roles.index(A.Role.SOURCE)].value)
        ):
            hosts.append(A.Role.SOURCE)
        hosts += [r for r in (A.Role.MEANS,) if r in roles]
        if A.Role.SUBJECT in roles or not hosts:
            return np
        k = roles.index(hosts[0])
        cargs.append(fargs[A.Role.SUBJECT])
    else:  # 「X」を含むグレード３以上のあなたのヴァンガードが…
        if A.Role.SUBJECT not in roles:
            return np
        k = roles.index(A.Role.SUBJECT)
    target = cargs[k].value
    if not isinstance(target, A.NounPhrase):
        return np
    terms = (*lead, filt, *target.terms)
    links = (("", "の") if lead else ()) + ("", *target.links)
    cargs[k] = A.Arg(cargs[k].role, A.NounPhrase(terms, links), cargs[k].pause)
    return A.NounPhrase((A.Relative(A.Action(c.verb, tuple(cargs), c.form)),))


def _a_place(np: Any) -> bool:
    """A noun phrase that names places and nothing else: a zone (ソウル, (R)), a player's zone
    (あなたのソウル), one of several (バインドゾーンかゲージゾーン)."""
    return (
        isinstance(np, A.NounPhrase)
        and bool(np.terms)
        and isinstance(np.terms[-1], A.Zone)
        and all(isinstance(t, A.Zone | A.Owner) for t in np.terms)
        and all(lk.rstrip("、") in ("か", "の") for lk in np.links)
    )


def _of_the_event(a: A.Arg, v: Vocab) -> bool:
    """An argument the grammar hangs on a filter before the event's subject that can only be
    the event's: a time (あなたのターンに, バトルフェイズ以外に) or a means (あなたのカードの効果で)."""
    if a.role in (A.Role.TIME, A.Role.MEANS):
        return True
    return a.role is A.Role.GOAL and (
        phase_of(a.value, v) is not None or _phase_except(a.value, v) is not None
    )


def _vacant_goal(f: A.Action, c: A.Action) -> A.Action | None:
    """「このカードがリングから空いているベンチに移動した時」: the grammar hangs the event's subject
    and the zone it leaves on 空いている — which says of a place that nothing is on it (VS 3.3.3
    「空いているベンチ」, VG's 「空いている(R)」), and takes no card and no zone it comes from. They
    are the event's (when it names none of those roles), and 空いている describes the place the
    event names with に (its goal): 「このカードがリングから（空いているベンチ）に移動した」. None for
    any other pair of clauses."""
    if f.verb != "vacant" or f.form is not A.Form.PROGRESSIVE or f.more:
        return None
    roles = {a.role for a in f.args}
    have = {a.role for a in c.args}
    if (
        A.Role.SUBJECT not in roles
        or not roles <= {A.Role.SUBJECT, A.Role.SOURCE}
        or roles & have
        or [a.role for a in c.args] != [A.Role.GOAL]
        or not isinstance(c.args[0].value, A.NounPhrase)
    ):
        return None
    goal = c.args[0]
    place = goal.value
    assert isinstance(place, A.NounPhrase)
    where = A.NounPhrase(
        (A.Relative(A.Action("vacant", (), A.Form.PROGRESSIVE)), *place.terms),
        ("", *place.links),
        place.span,
    )
    return replace(c, args=(*f.args, replace(goal, value=where)))


def _event_args_first(np: A.NounPhrase, v: Vocab) -> A.NounPhrase:
    """「あなたのターンにこのユニットと同じ縦列の…がアタックした時」 / 「あなたのカードの効果で「X」を
    含むあなたのユニットが退却した時」: the time or the means printed before a filter of the
    subject (「同じ」 / を含む / を持つ / に属する) is the event's — moved to the event's clause
    (when it names none of that role), wherever the filter stands."""
    first, second = np.terms
    f, c = first.clause, second.clause  # type: ignore[union-attr]
    if f.verb not in (*FILTER_VERBS, "same"):
        return np
    has = {a.role for a in c.args}
    lift = tuple(
        a
        for a in f.args
        if _of_the_event(a, v)
        # 「このユニットに「X」を含むグレード１がライドした時」: a card named by a reference is no
        # part of a card 「を含む / を持つ」 could look into (as 「称号に“X”を含む」 is); a goal
        # so hung on them, beside their object, is the event's (when it has none)
        or (
            a.role is A.Role.GOAL
            and f.verb in ("contain", "have")
            and any(b.role is A.Role.OBJECT for b in f.args)
            and A.Role.GOAL not in has
            and isinstance(a.value, A.NounPhrase)
            and len(a.value.terms) == 1
            and isinstance(a.value.terms[0], A.Ref)
        )
    )
    if not lift:
        return np
    if any(a.role in has and a.role is not A.Role.GOAL for a in lift):
        return np
    rest = tuple(a for a in f.args if a not in lift)
    return A.NounPhrase(
        (A.Relative(replace(f, args=rest)), A.Relative(replace(c, args=(*lift, *c.args)))),
        np.links,
        np.span,
    )


def _lead_same(np: A.NounPhrase, first: A.Relative, c: A.Action) -> A.NounPhrase:
    """「このユニットと同じ縦列のあなたのユニットがアタックした時」: the grammar gives 「このユニットと
    同じ」 as a clause of its own before the event's; it belongs to the 縦列 / 横列 that opens the
    event's subject (read there as the column of that card)."""
    out = list(c.args)
    for i, a in enumerate(out):
        val = a.value
        if (
            a.role is A.Role.SUBJECT
            and isinstance(val, A.NounPhrase)
            and val.terms
            and isinstance(val.terms[0], A.Position)
            and val.terms[0].id in ("column", "row")
        ):
            out[i] = A.Arg(a.role, A.NounPhrase((first, *val.terms), ("", *val.links)), a.pause)
            return A.NounPhrase((A.Relative(replace(c, args=tuple(out))),))
    # 「あなたのユニットが、このユニットと同じ縦列の(R)に登場した時」: the grammar hangs the event's
    # subject on 「…と同じ」; 「…と同じ」 is of the 縦列 / 横列 that opens the event's goal (the
    # place the event is at), the subject the event's
    # 「他のあなたのユニットが同じ縦列に登場した時」 (VG 14.36.1): 「同じ」 with no card said, the
    # column of the unit the text is on (nouns: 「同じ縦列の」 with no card said)
    same = {a.role: a for a in first.clause.args}
    if set(same) not in ({A.Role.SUBJECT, A.Role.WITH}, {A.Role.SUBJECT}) or any(
        a.role in (A.Role.SUBJECT, A.Role.TOPIC) for a in c.args
    ):
        return np
    for i, a in enumerate(out):
        val = a.value
        if (
            a.role is A.Role.GOAL
            and isinstance(val, A.NounPhrase)
            and val.terms
            and isinstance(val.terms[0], A.Position)
            and val.terms[0].id in ("column", "row")
        ):
            partner = (same[A.Role.WITH],) if A.Role.WITH in same else ()
            rel = A.Relative(replace(first.clause, args=partner))
            out[i] = A.Arg(a.role, A.NounPhrase((rel, *val.terms), ("", *val.links)), a.pause)
            args = (same[A.Role.SUBJECT], *out)
            return A.NounPhrase((A.Relative(replace(c, args=args)),))
    return np


def hoist_subject(c: A.Action) -> A.Action:
    """「このユニットが「X」を含むヴァンガードをブーストした」: the grammar folds 「このユニットが
    「X」を含む」 into a relative clause on the object; its subject, when the clause has none of
    its own, is the clause's subject and the rest a filter of the object."""
    if any(a.role in (A.Role.SUBJECT, A.Role.TOPIC) for a in c.args):
        return c
    out = list(c.args)
    for i, a in enumerate(out):
        val = a.value
        if not (
            isinstance(val, A.NounPhrase) and val.terms and isinstance(val.terms[0], A.Relative)
        ):
            continue
        inner = val.terms[0].clause
        subj = next((x for x in inner.args if x.role is A.Role.SUBJECT), None)
        if subj is None or inner.verb not in FILTER_VERBS:
            continue
        # 「このターンにあなたのユニットが、「X」を持つ…の能力で登場している」: a time printed before
        # the subject goes with it (the clause's, not the filter's)
        lead = tuple(
            x
            for x in inner.args[: inner.args.index(subj)]
            if x.role is A.Role.TIME or (x.role is A.Role.GOAL and _a_time(x.value))
        )
        rest = tuple(x for x in inner.args if x.role is not A.Role.SUBJECT and x not in lead)
        filt = A.Relative(A.Action(inner.verb, rest, inner.form))
        out[i] = A.Arg(a.role, A.NounPhrase((filt, *val.terms[1:]), val.links), a.pause)
        return A.Action(c.verb, (*lead, subj, *out), c.form, c.amount, c.modal, more=c.more)
    return c


_THIS = (A.Ref("this"), A.Ref("that"))


def hoist_time(c: A.Action) -> A.Action:
    """「このターンに「X」を含むあなたのリアガードが山札から登場しているなら」: the grammar hangs
    the time printed first on the filter clause (「このターンに「X」を含む」) of the subject; a
    filter (``FILTER_VERBS``) has no time of its own, so the time is the clause's. The clause
    as it is when it has a time of its own or no such filter."""
    if any(a.role is A.Role.TIME or (a.role is A.Role.GOAL and _a_time(a.value)) for a in c.args):
        return c
    out = list(c.args)
    for i, a in enumerate(out):
        val = a.value
        if a.role not in (A.Role.SUBJECT, A.Role.TOPIC, A.Role.OBJECT) or not (
            isinstance(val, A.NounPhrase) and val.terms and isinstance(val.terms[0], A.Relative)
        ):
            continue
        inner = val.terms[0].clause
        if inner.verb not in FILTER_VERBS or not inner.args:
            continue
        first = inner.args[0]
        if not (first.role is A.Role.GOAL and _a_time(first.value)):
            continue
        filt = A.Relative(replace(inner, args=inner.args[1:]))
        out[i] = A.Arg(a.role, A.NounPhrase((filt, *val.terms[1:]), val.links), a.pause)
        return replace(c, args=(first, *out))
    return c


def _a_time(np: Any) -> bool:
    """「このターン」 / 「このバトル」 / 「このバトルフェイズ」: a time, not a place."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 2 or np.links != ("",):
        return False
    first, second = np.terms
    return first in _THIS and isinstance(second, A.Word) and second.id in _TIMES


_TIMES = ("turn", "battle", "battle_phase")


def _act_key(t: Any) -> str | None:
    """The key a keyword action is known by: a label's name, a word's id, or the text of a word
    the lexicon does not know (「カウンターブラストを」 printed without its brackets)."""
    if isinstance(t, A.Label):
        return t.name
    if isinstance(t, A.Word):
        return t.id
    if isinstance(t, A.Unknown):
        return t.text
    return None


def _keyword_act(c: A.Action, v: Vocab) -> A.Action:
    """「【D-双闘】した」 / 「【カウンターチャージ】していない」: する with a keyword action as its
    object, read as the verb the game gives that keyword (``Vocab.keyword_acts``); else as is.
    The keyword marked by を, and 行う for する (「【ソウルブラスト】を３枚以上している」 /
    「【ソウルブラスト】を合計４枚以上行っていた」), say the same."""
    if c.verb in ("be", "exist_thing"):
        return _act_during(c, v)
    if c.verb not in ("do", "perform"):
        return _manner_act(c, v)
    acts = [
        a
        for a in c.args
        if a.role in (A.Role.NONE, A.Role.OBJECT)
        and isinstance(a.value, A.NounPhrase)
        and len(a.value.terms) == 1
        and _act_key(a.value.terms[0]) in v.keyword_acts
    ]
    if len(acts) != 1:
        return c
    verb = v.keyword_acts[_act_key(acts[0].value.terms[0])]  # type: ignore[union-attr,index]
    return replace(c, verb=verb, args=tuple(a for a in c.args if a is not acts[0]))


# 「Xでない」 for 「Xしていない」: the state's form by the copula's
_DURING_FORMS = {A.Form.NOMINAL: A.Form.PROGRESSIVE, A.Form.NEGATIVE: A.Form.PROGRESSIVE_NEG}


def _act_during(c: A.Action, v: Vocab) -> A.Action:
    """「このユニットがレギオン中なら」 / 「…が双闘中でないなら」: a keyword action and 中 said of
    a card (the copula's predicate, typed as the act's word and 中, or as one word ending in 中)
    — the card is in the state that act leaves it in, as 「…がレギオンしている / していない」
    say (the verb the game gives the keyword, ``Vocab.keyword_acts``, in its progressive form);
    else as is. Negated, the grammar types 「レギオン中でない」 as 「中で」 (in) and ない: the same
    copula denied."""
    form = _DURING_FORMS.get(c.form)
    role, word = (A.Role.PREDICATE, "during") if c.verb == "be" else (A.Role.NONE, "in")
    if c.verb == "exist_thing" and c.form is not A.Form.NEGATIVE:
        return c
    preds = [a for a in c.args if a.role is role]
    if form is None or len(preds) != 1 or not isinstance(preds[0].value, A.NounPhrase):
        return c
    terms = preds[0].value.terms
    if len(terms) == 2 and isinstance(terms[1], A.Word) and terms[1].id == word:
        key = _act_key(terms[0])
    elif (
        c.verb == "be"
        and len(terms) == 1
        and isinstance(terms[0], A.Unknown)
        and terms[0].text.endswith("中")
    ):
        key = terms[0].text[:-1]
    else:
        return c
    verb = v.keyword_acts.get(key) if key else None
    if verb is None:
        return c
    return replace(c, verb=verb, form=form, args=tuple(a for a in c.args if a is not preds[0]))


def _manner_act(c: A.Action, v: Vocab) -> A.Action:
    """「パートナーアタックでアタックした」: a verb with one means (で) naming the kind of that act
    it is done as (``Vocab.manner_acts``), read as the verb the game gives that kind — the same
    event as 「パートナーアタックした」; else as is."""
    means = [
        a
        for a in c.args
        if a.role is A.Role.MEANS
        and isinstance(a.value, A.NounPhrase)
        and len(a.value.terms) == 1
        and (c.verb, _act_key(a.value.terms[0])) in v.manner_acts
    ]
    if len(means) != 1:
        return c
    verb = v.manner_acts[(c.verb, _act_key(means[0].value.terms[0]))]  # type: ignore[union-attr,index]
    return replace(c, verb=verb, args=tuple(a for a in c.args if a is not means[0]))


def _owner_act(c: A.Action, v: Vocab) -> A.Action:
    """A player's act on cards of their own (``Vocab.owner_act_events``), said in the voice the
    game's events do not name, read in the one they do: 「相手が手札を捨てた時」 / 「相手が
    ガーディアンをコールした時」 as 「相手の手札が捨てられた時」 / 「相手のガーディアンがコールされた
    時」; 「あなたのオーダーがプレイされた時」 as 「あなたがオーダーをプレイした時」. The player is
    the cards' owner; a place they come from (「手札から」) stays, and with it said the cards may be
    left unsaid (「相手が手札から捨てた時」: cards from there). Anything else (a count, a card
    pointed at, cards of another owner) is returned as it is."""
    active = v.events.get((c.verb, "past"))
    passive = v.events.get((c.verb, "passive_past"))
    if c.form is A.Form.PAST and active is None and passive in v.owner_act_events:
        who = [a for a in c.args if a.role is A.Role.SUBJECT]
        what = [a for a in c.args if a.role is A.Role.OBJECT]
        if not what and [a.role for a in c.args if a.role is A.Role.SOURCE] == [A.Role.SOURCE]:
            # 「相手が手札から捨てた時」: the object left unsaid, the act's place said — cards
            # (「相手がカードを手札から捨てた時」)
            what = [A.Arg(A.Role.OBJECT, A.NounPhrase((A.CardKind("card"),)))]
        if len(who) != 1 or len(what) != 1 or not _player(who[0].value):
            return c
        obj = what[0].value
        if not _own_cards(obj):
            return c
        subj = A.NounPhrase((who[0].value.terms[0], *obj.terms), ("の", *obj.links))
        rest = tuple(a for a in c.args if a is not who[0] and a is not what[0])
        if any(a.role in (A.Role.NONE, A.Role.OBJECT, A.Role.SUBJECT) for a in rest):
            return c
        return replace(c, args=(A.Arg(A.Role.SUBJECT, subj), *rest), form=A.Form.PASSIVE_PAST)
    if c.form is A.Form.PASSIVE_PAST and passive is None and active in v.owner_act_events:
        subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
        np = subj[0].value if len(subj) == 1 else None
        if not (
            isinstance(np, A.NounPhrase)
            and len(np.terms) > 1
            and np.links[0] == "の"
            and _player(A.NounPhrase(np.terms[:1]))
        ):
            return c
        obj = A.NounPhrase(np.terms[1:], np.links[1:])
        rest = tuple(a for a in c.args if a is not subj[0])
        if not _own_cards(obj) or any(a.role in (A.Role.NONE, A.Role.OBJECT) for a in rest):
            return c
        player = A.NounPhrase(np.terms[:1])
        args = (A.Arg(A.Role.SUBJECT, player), A.Arg(A.Role.OBJECT, obj), *rest)
        return replace(c, args=args, form=A.Form.PAST)
    return c


def _player(np: Any) -> bool:
    """「あなた」 / 「相手」 alone."""
    return (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 1
        and isinstance(np.terms[0], A.Owner)
        and np.terms[0].who in ("you", "opponent")
    )


def _own_cards(np: Any) -> bool:
    """A description of cards a player's own (「手札」, 「ガーディアン」, 「「X」を含むオーダー」) —
    no owner, card pointed at or count of its own."""
    return (
        isinstance(np, A.NounPhrase)
        and bool(np.terms)
        and not any(isinstance(t, (A.Owner, A.Ref, A.Count)) for t in np.terms)
    )


def subject_of_no(c: A.Action) -> A.Action:
    """「このユニットのアタックしたバトル終了時」: in a relative clause の may mark the subject in
    place of が (the grammar's role ``SUBJECT_NO``); a clause with one such argument and no
    subject of its own says what 「このユニットがアタックしたバトル」 says."""
    roles = [a.role for a in c.args]
    if roles.count(A.Role.SUBJECT_NO) != 1 or A.Role.SUBJECT in roles or A.Role.TOPIC in roles:
        return c
    args = tuple(
        replace(a, role=A.Role.SUBJECT) if a.role is A.Role.SUBJECT_NO else a for a in c.args
    )
    return replace(c, args=args)


def _act_noun(t: Any, v: Vocab) -> str | None:
    """The verb a noun naming an act is read as (``Vocab.act_nouns``, ``keyword_acts``, or a word
    id ``events`` knows in the past), else None."""
    key = (
        t.id
        if isinstance(t, A.Word)
        else t.text
        if isinstance(t, A.Unknown)
        else t.name
        if isinstance(t, A.Label)
        else None
    )
    if key is None:
        return None
    verb = v.act_nouns.get(key) or v.keyword_acts.get(key)
    if verb is None and (key, "past") in v.events:
        verb = key
    return verb


def nominal_event(c: A.Action, v: Vocab) -> A.Action:
    """A trigger written as a noun phrase, 「Xの<act>時」 (「このカードのアタック時」, 「相手のリングの
    カードのサポート時」, 「このカードのパートナーアタック時」): the event of X doing the act, as
    「Xが<act>した時」 says it — the noun of the act the game's (``_act_noun``), the one doing it
    what stands before its の. With nothing before it (「アタック時」) who does it is not said: refused.
    Any other nominal clause is returned as it is."""
    if c.verb != "be" or c.form is not A.Form.NOMINAL or len(c.args) != 1:
        return c
    np = c.args[0].value
    if c.args[0].role is not A.Role.PREDICATE or not isinstance(np, A.NounPhrase) or not np.terms:
        return c
    verb = _act_noun(np.terms[-1], v)
    if verb is None:
        return c
    if len(np.terms) < 2 or np.links[-1] != "の":
        raise Unsupported("a nominal trigger that does not say who does the act")
    who = A.NounPhrase(np.terms[:-1], np.links[:-1])
    return A.Action(verb, (A.Arg(A.Role.SUBJECT, who),), A.Form.PAST)


def became_place(c: A.Action) -> A.Action:
    """「XがZになった時」 / 「XがZにされた時」 with Z a zone (WS 「思い出になる」 / 「思い出にする」,
    3.12.1: put into the memory zone): to become what a zone holds is to be put there, the event
    「XがZに置かれた時」 — the rest of the clause (where from, by what, when) as printed, read by
    the event's own reader. Any other clause is returned as it is."""
    made = c.verb == "do" and c.form is A.Form.PASSIVE_PAST
    if c.modal is not None or not (made or (c.verb == "become" and c.form is A.Form.PAST)):
        return c
    goals = [a for a in c.args if a.role is A.Role.GOAL]
    g = goals[0].value if len(goals) == 1 else None
    if not (
        isinstance(g, A.NounPhrase)
        and g.terms
        and isinstance(g.terms[-1], A.Zone)
        and all(isinstance(t, A.Owner) for t in g.terms[:-1])
        and not any(a.role in (A.Role.OBJECT, A.Role.NONE) for a in c.args)
    ):
        return c
    # the zone as its place name (思い出 -> 思い出置場: one zone, two spellings)
    place = replace(g, terms=(*g.terms[:-1], replace(g.terms[-1], variant=0)))
    args = tuple(replace(a, value=place) if a is goals[0] else a for a in c.args)
    return replace(c, verb="put", args=args, form=A.Form.PASSIVE_PAST)


def joined_act(c: A.Action, v: Vocab) -> A.Action:
    """「Xがアタックに参加した時」: to take part in an act is to do it where the game's rules say
    so (``Vocab.joined_acts``; CO 3-4-5-2: 「アタック(に参加)したときに〜」 is used at the attack's
    declaration, as 「アタックしたとき」) — the act's noun (``_act_noun``) as the verb, the one
    taking part its subject. Any other clause is returned as it is."""
    if c.verb != "participate" or c.modal is not None:
        return c
    goals = [a for a in c.args if a.role is A.Role.GOAL]
    g = goals[0].value if len(goals) == 1 else None
    if not (isinstance(g, A.NounPhrase) and len(g.terms) == 1):
        return c
    verb = _act_noun(g.terms[0], v)
    if verb is None or verb not in v.joined_acts:
        return c
    return replace(c, verb=verb, args=tuple(a for a in c.args if a is not goals[0]))


def agent_event(c: A.Action, v: Vocab) -> A.Action:
    """「XがアタックによってYを<place>に置いた時」 / 「XがYを<place>に置いた時」: an event told in
    the active past with its doer X as the subject, the card it befell Y as the object, where the
    game reads only the passive (「Yが…置かれた時」): the passive, Y the subject and the doer's act
    the means — the act printed (「アタックによって」 / 「アタックで」, an act of ``Vocab.acts`` with
    no card of its own) or, none printed, the act ``Vocab.agent_acts`` gives the verb: 「Xの
    <act>でYが<place>に置かれた時」. Any other clause is returned as it is."""
    if c.form is not A.Form.PAST or c.modal is not None or c.more:
        return c
    if (c.verb, "past") in v.events or (c.verb, "passive_past") not in v.events:
        return c
    roles = [a.role for a in c.args]
    if len(set(roles)) != len(roles) or A.Role.OBJECT not in roles:
        return c
    subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    means = [a for a in c.args if a.role in (A.Role.MEANS, A.Role.BY)]
    if len(subj) != 1 or len(means) > 1:
        return c
    doer = subj[0].value
    if not isinstance(doer, A.NounPhrase) or not doer.terms:
        return c
    if means:
        m = means[0].value
        if not (_an_act(m, v) and len(m.terms) == 1):
            return c
        act: Any = m.terms[0]
    elif c.verb in v.agent_acts:
        act = A.Word(v.agent_acts[c.verb])
    else:
        return c
    how = A.NounPhrase((*doer.terms, act), (*doer.links, "の"))
    args: list[A.Arg] = []
    for a in c.args:
        if a.role is A.Role.OBJECT:
            args.append(replace(a, role=A.Role.SUBJECT))
        elif a is subj[0]:
            args.append(replace(a, role=A.Role.MEANS, value=how, topic=False))
        elif a not in means:
            args.append(a)
    return replace(c, args=tuple(args), form=A.Form.PASSIVE_PAST)


def player_event(c: A.Action, v: Vocab) -> A.Action:
    """「あなたが手札にカードを加えた時」: a player, the subject, put cards (the object) into a zone
    printed without its owner — the player's own — where the game reads only the passive: the
    passive, the cards the subject and the zone the player's, 「あなたの手札にカードが加えられた
    時」 (the means printed, 「あなたのカードの効果で」, kept). Any other clause is returned as it
    is."""
    if c.form is not A.Form.PAST or c.modal is not None or c.more:
        return c
    if (c.verb, "past") in v.events or (c.verb, "passive_past") not in v.events:
        return c
    roles = [a.role for a in c.args]
    if len(set(roles)) != len(roles) or not {A.Role.OBJECT, A.Role.GOAL} <= set(roles):
        return c
    subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.TOPIC)]
    goal = next(a for a in c.args if a.role is A.Role.GOAL)
    if (
        len(subj) != 1
        or not isinstance(subj[0].value, A.NounPhrase)
        or len(subj[0].value.terms) != 1
        or not isinstance(subj[0].value.terms[0], A.Owner)
        or not isinstance(goal.value, A.NounPhrase)
        or len(goal.value.terms) != 1
        or not isinstance(goal.value.terms[0], A.Zone)
    ):
        return c
    whose = A.NounPhrase((subj[0].value.terms[0], goal.value.terms[0]), ("の",))
    args: list[A.Arg] = []
    for a in c.args:
        if a.role is A.Role.OBJECT:
            args.append(replace(a, role=A.Role.SUBJECT))
        elif a is goal:
            args.append(replace(a, value=whose))
        elif a is not subj[0]:
            args.append(a)
    return replace(c, args=tuple(args), form=A.Form.PASSIVE_PAST)


def became_state(c: A.Action, v: Vocab) -> tuple[A.Action, str] | None:
    """「XがSになった時」 with S a state word of ``Vocab.state_events`` (VS 「表になった時」: the
    card turned face up, 4.9.1.5): the clause without S, and the event's name; None for any
    other clause. 「XがSにされた時」 is the same event: X was put in the state S (VS 4.9.1.5
    「カードを表向き状態にすることを「表にする」といいます」), by whoever did it."""
    if (c.verb, c.form) not in (("become", A.Form.PAST), ("do", A.Form.PASSIVE_PAST)):
        return None
    if c.modal is not None or c.more:
        return None
    goals = [a for a in c.args if a.role is A.Role.GOAL]
    g = goals[0].value if len(goals) == 1 else None
    if not (
        isinstance(g, A.NounPhrase)
        and len(g.terms) == 1
        and isinstance(g.terms[0], A.Word)
        and g.terms[0].id in v.state_events
    ):
        return None
    rest = tuple(a for a in c.args if a is not goals[0])
    return replace(c, args=rest), v.state_events[g.terms[0].id]


def take_during(args: dict[A.Role, Any], v: Vocab) -> str | None:
    """The time an event clause names for itself (「相手のターン中、…した時」, 「あなたのバトル
    フェイズに…」, 「バトルフェイズ以外に」), as ``Trig.during``, taken out of ``args``; None when it
    names none (``args`` as it was)."""
    during_: str | None = None
    for role in (A.Role.GOAL, A.Role.TIME):
        x = args.get(role)
        ph = phase_time(x, v) if x is not None else None
        if ph is not None:
            owner, phase = ph
            during_ = f"{owner or '*'}:{phase}" if phase != "turn" else (owner or "*")
            del args[role]
            break
    if during_ is None and A.Role.TIME in args:
        but = _phase_except(args[A.Role.TIME], v)
        if but is not None:  # 「バトルフェイズ以外に」: any turn, any phase but that one
            during_ = f"*:!{but}"
            del args[A.Role.TIME]
    if isinstance(args.get(A.Role.TIME), A.Duration) and args[A.Role.TIME].id in v.during:
        during_ = v.during[args.pop(A.Role.TIME).id]
    return during_


def clause(c: A.Action, v: Vocab) -> Trig:
    """An event clause by its verb and arguments (a subject marked by の, ``subject_of_no``; a
    noun phrase 「Xの<act>時」, ``nominal_event``; becoming what a zone holds, ``became_place``;
    taking part in an act, ``joined_act``)."""
    c = _put_elsewhere(c, v)
    c = player_event(agent_event(joined_act(became_place(_act_to(_goal_passive(c, v))), v), v), v)
    c = _keyword_act(hoist_subject(subject_of_no(nominal_event(c, v))), v)
    c = _owner_act(c, v)
    stated = became_state(c, v)
    if stated is not None:
        c, ev = stated
    else:
        ev = v.events.get((c.verb, c.form.value))
    if ev is None:
        raise Unsupported(f"the trigger {c.verb}.{c.form.value}")
    c, at_once = _at_once(c, ev, v)
    args = args_of(c) if len({a.role for a in c.args}) == len(c.args) else _two_goals(c, v)
    own = v.event_objects.get(ev)
    obj = args.get(A.Role.OBJECT)
    if (
        own is not None
        and isinstance(obj, A.NounPhrase)
        and obj.terms in ((A.Word(own),), (A.CardKind(own),))
    ):
        # 「ダメージを受けた」 / 「能力を与えられた」: the object names the event (``Vocab.
        # event_objects``; a word, or a kind the grammar types as one: 能力)
        del args[A.Role.OBJECT]
    during_ = take_during(args, v)
    subj = args.pop(A.Role.SUBJECT, None) or args.pop(A.Role.TOPIC, None)
    role: str | None = None
    act = _act_subject(subj, v) if subj is not None else None
    if act is not None:
        if ev not in v.act_events:
            raise Unsupported(f"a {ev} trigger about an act")
        subj, role = act
    subject = sel(subj, v) if subj is not None else None
    compared_by = None
    if A.Role.WITH in args and subject is not None:
        if not (subject.same_name or subject.other_name) and A.Role.MEANS in args:
            # 「このユニットがこのユニットと同名のカードの効果で登場した」: the names compared are
            # the means' card's (read below, once it is known)
            compared_by = args.pop(A.Role.WITH)
        else:
            # 「このカードと同名のあなたのカードがバインドされた」: the subject's names compared
            subject = compared(subject, args.pop(A.Role.WITH), v, f"{ev} trigger")
    target: Sel | None = None
    dst: tuple[str, ...] = ()
    src: tuple[str, ...] = ()
    means: str | None = None
    by: Sel | None = None
    if A.Role.GOAL in args:
        g = sel(args.pop(A.Role.GOAL), v)
        if g.zones and not g.kinds and not g.names and g.ref is None and not g.stats:
            dst = g.zones
            if g.owner is not None or g.states or g.contains or g.column or g.other:
                # a place with filters: 龍樹マーカーのある(R), このユニットと同じ縦列の(R) (a
                # game's runtime reads them on the events it names, else refuses them)
                target = g
        else:
            target = g
    if A.Role.OBJECT in args:
        if target is not None:
            raise Unsupported("a trigger with two targets")
        target = sel(args.pop(A.Role.OBJECT), v)
    if A.Role.SOURCE in args and ev in v.from_card_events and target is None:
        s_ = sel(args[A.Role.SOURCE], v)
        if not s_.zones and s_.ref is None and s_.count is None:
            # 「あなたがグレード３以上からライドした」: the card the event started from
            target = s_
            del args[A.Role.SOURCE]
    if A.Role.SOURCE in args:
        s_ = sel(args.pop(A.Role.SOURCE), v)
        if s_.ref or s_.kinds or s_.names or not s_.zones:
            raise Unsupported("a trigger from this place")
        src = s_.zones
    if ev in v.origin_targets and target is not None:
        target, src = origin_of(target, src)
    if (
        A.Role.BY in args
        and A.Role.MEANS not in args
        and (_an_act(args[A.Role.BY], v) or _an_ability(args[A.Role.BY], v))
    ):
        # 「アタックによって」: by an act, the same as 「アタックで」 (a means); 「相手の技によって」 /
        # 「…の能力によって」: by an ability, the same as 「…の能力で」
        args[A.Role.MEANS] = args.pop(A.Role.BY)
    if A.Role.MEANS in args:
        m = args.pop(A.Role.MEANS)
        means, by = _means(m, v)
    if compared_by is not None:
        if by is None:
            raise Unsupported(f"a {ev} trigger with a comparison of this shape")
        by = compared(by, compared_by, v, f"{ev} trigger")
    if args:
        raise Unsupported(f"a {ev} trigger with {', '.join(sorted(r.value for r in args))}")
    if ev in v.dest_events and not dst:
        raise Unsupported(f"a {ev} trigger with no place the card goes to")
    return Trig(
        ev,
        subject=subject,
        target=target,
        src=src,
        dst=dst,
        means=means,
        by=by,
        during=during_,
        role=role,
        form="passive" if "passive" in c.form.value else None,
        at_once=at_once,
    )


SIMULTANEOUS = A.NounPhrase((A.Word("simultaneous"),))


def _at_once(c: A.Action, ev: str, v: Vocab) -> tuple[A.Action, int | None]:
    """「あなたのリアガードが２枚以上同時に退却した時」 / 「…が同時に２枚以上(R)に登場した時」: the
    event's cards counted over one moment — the clause without 「N枚以上」 and 「同時に」, and N
    (``Trig.at_once``); the clause as it is and None when it says no 「同時に」. Only a count of
    at least two with it, and only for an event the game's runtime counts so
    (``Vocab.at_once_events``)."""
    at = [a for a in c.args if a.role is A.Role.GOAL and a.value == SIMULTANEOUS]
    if not at:
        return c, None
    many = [a for a in c.args if a.role is A.Role.NONE]
    got = bare_count(many[0].value) if len(at) == 1 and len(many) == 1 else None
    if got is None or got[1] != "at_least" or not got[0] or got[0] < 2:
        raise Unsupported("a trigger on cards moved at once, of this shape")
    if ev not in v.at_once_events:
        raise Unsupported(f"a {ev} trigger on cards moved at once")
    return replace(c, args=tuple(a for a in c.args if a not in (at[0], many[0]))), got[0]


def origin_of(target: Sel, src: tuple[str, ...]) -> tuple[Sel | None, tuple[str, ...]]:
    """The other card of an event that comes to its place in it (``Vocab.origin_targets``),
    described with a place (「ライドデッキのグレード１」): the place is where it came from — the
    card without it, and the place as the event's ``src`` (None for a card described by its place
    alone). A place said twice, by 「…から」 and in the description, that differs is refused."""
    if not target.zones or target.ref is not None:
        return target, src
    if src and set(src) != set(target.zones):
        raise Unsupported("a card that came from two places")
    rest = replace(target, zones=())
    return (None if rest == Sel() else rest), target.zones


def _act_subject(np: Any, v: Vocab) -> tuple[A.NounPhrase | None, str] | None:
    """「このユニットのアタック」: the subject is an act (``Vocab.acts``) — the card whose act it
    is, and its role in it; 「このユニットがブーストしたアタック」: the card the clause before the
    noun is about, in the role of that clause's event; 「アタックがヒットした時」: the act alone,
    of no card said — the card with the ability, as the unsaid subject of 「アタックした時」 is
    (no subject: the trigger's card). None when the subject is no act."""
    if not (isinstance(np, A.NounPhrase) and np.terms):
        return None
    last = np.terms[-1]
    if not (isinstance(last, A.Word) and last.id in v.acts):
        return None
    if len(np.terms) == 1:
        return None, v.acts[last.id]
    if np.links[-1] == "の":
        return A.NounPhrase(np.terms[:-1], np.links[:-1]), v.acts[last.id]
    first = np.terms[0]
    if len(np.terms) == 2 and np.links == ("",) and isinstance(first, A.Relative):
        c = first.clause
        ev = v.events.get((c.verb, c.form.value))
        # 「このユニットがブーストしたアタック」 / 「このユニットのブーストしたアタック」 (the subject
        # of a clause before a noun marked by の, as it may be)
        subj = [a for a in c.args if a.role in (A.Role.SUBJECT, A.Role.SUBJECT_NO)]
        if ev is not None and len(subj) == 1 and len(c.args) == 1:
            return subj[0].value, ev  # type: ignore[return-value]
    raise Unsupported("an act described in this way")


def _phase_except(np: Any, v: Vocab) -> str | None:
    """「バトルフェイズ以外に」: in any phase but that one — the phase, else None."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and np.terms[1] == A.Ref("except")
        and np.links == ("",)
    ):
        ph = phase_of(A.NounPhrase(np.terms[:1]), v)
        if ph is not None and ph[0] is None and ph[1] != "turn":
            return ph[1]
    return None


def _two_goals(c: A.Action, v: Vocab) -> dict[A.Role, Any]:
    """「あなたのターンに…(R)に登場した時」: two に — one a time (a phase or a turn, or every phase
    but one: 「バトルフェイズ以外に」), one a place: the time is read as ``TIME``."""
    out: dict[A.Role, Any] = {}
    for a in c.args:
        timed = phase_of(a.value, v) is not None or _phase_except(a.value, v) is not None
        if a.role is A.Role.GOAL and timed and A.Role.TIME not in out:
            out[A.Role.TIME] = a.value
            continue
        if a.role in out:
            raise Unsupported(f"two arguments with role {a.role.value}")
        out[a.role] = a.value
    return out


def _an_act(np: Any, v: Vocab) -> bool:
    """Whether the noun phrase names an act (``Vocab.acts``: 「アタック」, 「このカードのアタック」)."""
    return (
        isinstance(np, A.NounPhrase)
        and bool(np.terms)
        and isinstance(np.terms[-1], A.Word)
        and np.terms[-1].id in v.acts
    )


def _ability_head(kind: str, v: Vocab) -> bool:
    """Whether a card kind names an ability (or its effect) as a means (``Vocab.means_kinds``)."""
    return kind in ("ability", "effect") or kind.endswith("_ability") or kind in v.means_kinds


def _an_ability(np: Any, v: Vocab) -> bool:
    """Whether the noun phrase names an ability (「相手の技」, 「…の能力」, 「…の効果」)."""
    return (
        isinstance(np, A.NounPhrase)
        and bool(np.terms)
        and isinstance(np.terms[-1], A.CardKind)
        and _ability_head(np.terms[-1].id, v)
    )


def _means(m: Any, v: Vocab) -> tuple[str, Sel | None]:
    """…の能力で / …の効果で: by an ability of the cards the phrase names (``by``); 「…の能力の
    コストで」: as (part of) the cost of an ability of those cards (``cost``, 11.7.1); 「このカードの
    アタックで」 / 「アタックによって」: by an act (``act:<role>``, ``by`` the card whose act it is,
    None for any card's) where the game's runtime reads it (``Vocab.act_means``)."""
    kw = _keyword_means(m, v)
    if kw is not None:
        return kw
    if (
        isinstance(m, A.NounPhrase)
        and len(m.terms) == 2
        and m.terms[1] == A.Ref("except")
        and m.links == ("",)
        and isinstance(m.terms[0], A.Unknown | A.Word)
    ):
        # 「ライド以外で」: by any means but that one (``Vocab.except_means``); another word is
        # read below as before (refused)
        t = m.terms[0]
        got = v.except_means.get(t.text if isinstance(t, A.Unknown) else t.id)
        if got is not None:
            return got, None
    if isinstance(m, A.NounPhrase) and len(m.terms) == 1:
        # 「ノーマルライドで」 / 「ライドで」: a means the word names by itself (``Vocab.word_means``:
        # a lexicon word's id, or the text of a word the grammar left untyped)
        t = m.terms[0]
        key = t.id if isinstance(t, A.Word) else t.text if isinstance(t, A.Unknown) else None
        if key is not None and key in v.word_means:
            return v.word_means[key], None
    if _an_act(m, v):
        role = v.acts[m.terms[-1].id]
        if role not in v.act_means:
            raise Unsupported("a trigger by this means")
        if len(m.terms) == 1:
            return f"act:{role}", None
        act = _act_subject(m, v)
        assert act is not None
        card, role = act
        if role not in v.act_means or card is None:
            raise Unsupported("a trigger by this means")
        return f"act:{role}", sel(card, v)
    if (
        isinstance(m, A.NounPhrase)
        and len(m.terms) >= 2
        and m.terms[-1] == A.Stat("cost")
        and m.links[-1] == "の"
        and isinstance(m.terms[-2], A.CardKind)
        and m.terms[-2].id == "ability"
    ):
        # 「あなたの能力のコストで退却した時」 / 「…のヴァンガードの能力のコストで」
        if len(m.terms) == 2:
            return "cost", None
        if m.links[-2] != "の":
            raise Unsupported("a trigger by this means")
        return "cost", sel(A.NounPhrase(m.terms[:-2], m.links[:-2]), v)
    if (
        isinstance(m, A.NounPhrase)
        and len(m.terms) >= 2
        and m.terms[-1] == A.Stat("cost")
        and m.links[-1] == "の"
        and m.terms[-2] == A.CardKind("card")
    ):
        # 「あなたのカードのコストで退却した時」: as (part of) the cost of an ability of the cards
        # named (a card's cost is its abilities' or, played, its own: 11.7.1), as 「あなたのカード
        # の能力のコストで」 says
        return "cost", sel(A.NounPhrase(m.terms[:-1], m.links[:-1]), v)
    if (
        isinstance(m, A.NounPhrase)
        and m.terms[-1:] == (A.Stat("cost"),)
        and (len(m.terms) == 1 or (len(m.terms) == 2 and isinstance(m.terms[0], A.Owner)))
        and m.links[:1] in ((), ("の",))
    ):
        # 「あなたのコストで退却した時」 / 「コストで…」: as (part of) a cost that player paid —
        # the cost of an ability of that player's cards (11.7.1: a cost is paid by the master
        # of the ability), as 「あなたの能力のコストで」 says
        return "cost", (sel(A.NounPhrase(m.terms[:1]), v) if len(m.terms) == 2 else None)
    if isinstance(m, A.NounPhrase) and m.terms and isinstance(m.terms[-1], A.CardKind):
        head = m.terms[-1].id
        if _ability_head(head, v):
            if len(m.terms) == 1:
                return head, None
            if m.links[-1] not in ("の", ""):
                raise Unsupported("a trigger by this means")
            by = sel(A.NounPhrase(m.terms[:-1], m.links[:-1]), v)
            return head, by
    s = sel(m, v)
    if s.states and s == Sel(states=s.states):
        return "state:" + "/".join(s.states), None
    raise Unsupported("a trigger by this means")


def _keyword_id(t: Any, v: Vocab) -> str | None:
    """The id of the keyword a term prints (a ``Keyword``, or a word the grammar left untyped
    that is a keyword's name in the game's keyword table), else None. A keyword the runtime does
    not read as a means (``Vocab.keyword_means``) is refused — never read as something else (a
    card category of that name) in a game that reads keywords as means at all."""
    from grammar.keywords import lookup

    if isinstance(t, A.Keyword) and not t.params and not t.args:
        kid: str | None = t.id
    elif isinstance(t, A.Unknown):
        kid = getattr(lookup(v.game, t.text), "id", None)
    elif isinstance(t, A.Label) and t.kind == "keyword" and t.count is None:
        # 「【オーバードレス】で登場した時」: the keyword printed in its brackets (a label)
        kid = getattr(lookup(v.game, t.name), "id", None)
    else:
        return None
    if kid is None or not v.keyword_means:
        return None  # a game that reads no keyword as a means: the phrase as before
    if kid not in v.keyword_means:
        raise Unsupported("a trigger by this means")
    return kid


def _keyword_means(m: Any, v: Vocab) -> tuple[str, Sel | None] | None:
    """「オーバードレスで」 / 「リライトで」 / 「ドラグドレスかレヴォルドレスで」 / 「あなたのヴァンガード
    の暴喰で」 / 「天啓の効果で」: by a keyword — its own action, or an ability that carries it
    (its effect; ``Vocab.keyword_means``): ``kw:<id>[/<id>…]`` (any of those printed with か),
    and whose keyword it is (the phrase before の), None for any card's; 「魔装合体のコストで」:
    as the cost of an ability that carries it (``kwcost:<id>``, 11.7.1). None when the phrase
    names no keyword."""
    if not (isinstance(m, A.NounPhrase) and m.terms):
        return None
    terms, links = m.terms, m.links
    head = "kw:"
    last = terms[-1]
    if len(terms) == 2 and last == A.Ref("except") and links == ("",):
        # 「インターセプト以外で」: by any means but that keyword's (``not:kw:<id>``); a word that
        # is no keyword is read as before (``Vocab.except_means``)
        kid = _keyword_id(terms[0], v)
        return (f"not:kw:{kid}", None) if kid is not None else None
    if len(terms) >= 2 and (
        links[-1] == "の" or (links[-1] == "" and isinstance(terms[-2], A.Label))
    ):
        # 「【リライト】能力で」: the keyword printed in its brackets before 能力, as 「…の能力で」
        if isinstance(last, A.CardKind) and last.id in ("ability", "effect"):
            # 「天啓の効果で」 / 「リライトの能力で」: the keyword's ability, or its effect
            terms, links = terms[:-1], links[:-1]
        elif last == A.Stat("cost"):
            terms, links, head = terms[:-1], links[:-1], "kwcost:"
    ids = [_keyword_id(t, v) for t in terms]
    if not any(ids):
        return None
    if all(ids) and all(link == "か" for link in links):
        return head + "/".join(i for i in ids if i), None
    if ids[-1] is None or any(ids[:-1]) or links[-1] != "の":
        raise Unsupported("a trigger by this means")
    return head + ids[-1], sel(A.NounPhrase(terms[:-1], links[:-1]), v)


def subject_is_this(t: Trig) -> bool:
    return t.subject is not None and t.subject.ref == "this"


def with_subject(t: Trig, s: Sel | None) -> Trig:
    return replace(t, subject=s)
