"""An ability's effect read sentence by sentence (``_steps``), delayed effects (``DELAYED``),
labels and play restrictions, and ``compile_ability``, the entry point."""

from __future__ import annotations

import dataclasses
import hashlib
from typing import TYPE_CHECKING, Any

from ruling.cardtext.conditions import THIS_EFFECT
from ruling.cardtext.nouns import exact_number
from ruling.cardtext.steps import joined_pair, recipients_joined
from ruling.cardtext.terms import roles_exactly
from ruling.games._ws.cardtext.ir import (
    op_ext,
    prog_ext,
    trig_ext,
    with_op,
    with_program,
    ws_op,
    ws_program,
    ws_sel,
)
from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext.conditions import (
    _either_owner,
    condition,
    entered_turn,
    phase_during,
)
from ruling.games._ws.cardtext.costs import cost_items
from ruling.games._ws.cardtext.effects import (
    _is_next_ability,
    _is_next_action,
    _per_cards,
    _two_places,
    _until,
    clock_prohibition,
    lead_of,
    x_definition,
)
from ruling.games._ws.cardtext.ir import (
    DELAYED,
    EVERY_ZONE,
    X_IN_CONDITION,
    Cond,
    Op,
    Program,
    Sel,
    Trig,
    XDef,
    cond_was,
    cond_x,
    ext,
    with_cond,
)
from ruling.games._ws.cardtext.names import name_loss
from ruling.games._ws.cardtext.nouns import link_name, sel
from ruling.games._ws.cardtext.replacements import replacement
from ruling.games._ws.cardtext.sentences import (
    ANY_COUNT,
    FIXED_REFS,
    _after_checks,
    _antecedents,
    _cond_antecedent,
    _each_count,
    _flat,
    _hand_count_put,
    _level_plus,
    _looked_count_take,
    _per_target_condition,
    _pile_count_put,
    _pile_end_object,
    _quote_sentence,
    _rested_put,
    _sels,
    _slot_args_lifted,
    _step_cond,
    _subject_carried,
    _swap_chosen,
    _swap_each,
    _swap_two_choices,
    _swap_with_earlier_choice,
    _swap_with_this,
    _swap_with_this_on_stage,
    _time_past_choice,
    _times_first,
    _unreduced_side_attack,
    _unseen_choice,
    _value_topic_carried,
    modal_choice,
    split_quote_x,
)
from ruling.games._ws.cardtext.steps import ONE_SLOT, _in_context, step
from ruling.games._ws.cardtext.triggers import moved_to, names_chosen, trigger
from ruling.games._ws.lexicon import ABILITY_KEYWORDS, LABEL_KEYWORDS, NAMING_ONLY

# the shared layer's game-neutral readers (``ruling.cardtext``), read when a card's text is
# compiled: argument roles, counts, connectors, conditions joined by で / chained, timings
sh_cond = module("ruling.cardtext.conditions")
sh_nouns = module("ruling.cardtext.nouns")
sh_trig = module("ruling.cardtext.triggers")


def _ability_one_of(st: A.Step) -> tuple[A.Step, int] | None:
    """「このカードは次のNつの能力のうちあなたが選んだ1つを得る」: the step with its object
    「次の能力」 (the form that gains the one quoted ability after it) and N; else None."""
    b = st.body
    if not isinstance(b, A.Action) or b.verb != "gain" or b.form is not A.Form.FINAL:
        return None
    obj = b.arg(A.Role.OBJECT)
    if obj is None or len(obj.terms) != 2 or obj.terms[1] != A.Count(A.Number(1), "item"):
        return None
    rel = obj.terms[0]
    if not isinstance(rel, A.Relative):
        return None
    c = rel.clause
    subj = c.arg(A.Role.SUBJECT)
    if c.verb != "choose" or c.form is not A.Form.PAST or subj is None or len(c.args) != 1:
        return None
    t = subj.terms
    if not (
        len(t) == 5
        and t[0] == A.Ref("next")
        and isinstance(t[1], A.Count)
        and t[1].unit == "item"
        and t[1].number is not None
        and t[1].number.value is not None
        and t[2] == A.CardKind("ability")
        and t[3] == A.Word("one_of")
        and t[4] == A.Owner("you")
    ):
        return None
    plain = A.NounPhrase((A.Ref("next"), A.CardKind("ability")), ("の",))
    args = tuple(
        A.Arg(A.Role.OBJECT, plain, a.pause) if a.role is A.Role.OBJECT else a for a in b.args
    )
    return dataclasses.replace(st, body=dataclasses.replace(b, args=args)), t[1].number.value


def _holds(node: Any, term: Any) -> bool:
    """Does the AST ``node`` (a node, or a tuple of them) hold ``term`` anywhere?"""
    if node == term:
        return True
    if isinstance(node, tuple):
        return any(_holds(x, term) for x in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return any(
            _holds(getattr(node, f.name), term)
            for f in dataclasses.fields(node)
            if f.name != "span"
        )
    return False


def _owner_self(np: Any) -> Any:
    """A noun phrase with 「相手の」 read as 「自分の」 (its other terms as they are)."""
    if not isinstance(np, A.NounPhrase):
        return np
    return dataclasses.replace(
        np, terms=tuple(A.Owner("self") if t == A.Owner("opponent") else t for t in np.terms)
    )


def _causative_performer(sent: A.Sentence) -> A.Sentence:
    """「あなたは相手に、相手の手札を1枚選んで公開させる」: the player 「…に」 names is made to do
    the steps (〜させる) — who does them (8.6.5: the text names the performer), as 「相手は自分の
    手札を1枚選んで公開する」. Read when the sentence's first step has the topic あなたは and the
    player as its goal and its last step is causative, the steps between plain; else as written."""
    steps = sent.steps
    first, last = steps[0].body, steps[-1].body
    if not (isinstance(first, A.Action) and isinstance(last, A.Action)):
        return sent
    if last.form is not A.Form.CAUSATIVE or last.modal is not None:
        return sent
    roles = [a.role for a in first.args]
    player = A.NounPhrase((A.Owner("opponent"),))
    goal = next((a for a in first.args if a.role is A.Role.GOAL), None)
    topic = next((a for a in first.args if a.role is A.Role.TOPIC), None)
    if (
        roles.count(A.Role.GOAL) != 1
        or goal is None
        or goal.value != player
        or topic is None
        or topic.value != A.NounPhrase((A.Owner("you"),))
        or any(st.lead is not None or st.condition is not None for st in steps[1:])
        or any(
            not isinstance(st.body, A.Action) or st.body.form is A.Form.CAUSATIVE
            for st in steps[:-1]
        )
        # 「自分の」 in a causative may name either player (the one who makes, the one made
        # to): left as written (refused), the owner must be printed (「相手の手札」); 「あなたの」
        # beside it is refused too (the steps are read as the made player's)
        or _holds(steps, A.Owner("self"))
        or _holds(tuple(a for a in first.args if a is not topic), A.Owner("you"))
        or _holds(steps[1:], A.Owner("you"))
    ):
        return sent
    # the made player does the steps: 「相手の手札」 is that player's own (自分の), as printed
    # cards say it (「相手は自分の手札を…」)
    args = tuple(
        dataclasses.replace(a, value=player)
        if a is topic
        else dataclasses.replace(a, value=_owner_self(a.value))
        for a in first.args
        if a is not goal
    )
    plain = {A.Form.CAUSATIVE: A.Form.FINAL, A.Form.CAUSATIVE_CONT: A.Form.CONTINUATIVE}
    rest = [
        dataclasses.replace(
            st,
            body=dataclasses.replace(
                st.body,  # type: ignore[arg-type]
                args=tuple(
                    dataclasses.replace(a, value=_owner_self(a.value))
                    for a in st.body.args  # type: ignore[union-attr]
                ),
            ),
        )
        for st in steps[1:]
    ]
    out = [dataclasses.replace(steps[0], body=dataclasses.replace(first, args=args)), *rest]
    out = [
        dataclasses.replace(st, body=dataclasses.replace(st.body, form=plain[st.body.form]))  # type: ignore[union-attr]
        if st.body.form in plain  # type: ignore[union-attr]
        else st
        for st in out
    ]
    return dataclasses.replace(sent, steps=tuple(out))


def _as_many_done(steps: tuple[A.Step, ...]) -> tuple[int, tuple[A.Step, ...]] | None:
    """「見せた枚数と同じ数だけ、（次の相手のターンの終わりまで、）あなたのキャラを選び、…」: a nominal
    step 「Vした枚数と同じ数だけ」 (V a past verb, the cards the step before dealt with) opening the
    rest of a sentence — that rest done once per such card, as 「Vしたカード1枚につき、…」 says: the
    steps with the nominal one taken out, its time (if any) and 「Vしたカード1枚につき」 (``PER``)
    given to the step after it, and that step's index; None for steps of another shape."""
    for i, st in enumerate(steps[:-1]):
        b, nxt = st.body, steps[i + 1]
        if not (
            isinstance(b, A.Action)
            and b.verb == "be"
            and b.form is A.Form.NOMINAL
            and st.lead is None
            and st.condition is None
            and st.cost is None
            and isinstance(nxt.body, A.Action)
            and nxt.lead is None
            and nxt.condition is None
            and not any(a.role is A.Role.PER for a in nxt.body.args)
        ):
            continue
        pred = [a.value for a in b.args if a.role is A.Role.PREDICATE]
        time = tuple(a for a in b.args if a.role is A.Role.TIME)
        if len(pred) + len(time) != len(b.args) or len(pred) != 1:
            continue
        np = pred[0]
        if not (
            isinstance(np, A.NounPhrase)
            and np.terms[1:] == (A.Word("number"), A.Word("only"))
            and isinstance(np.terms[0], A.Relative)
            and np.terms[0].clause.verb == "same"
            and len(np.terms[0].clause.args) == 1
            and np.terms[0].clause.args[0].role is A.Role.WITH
        ):
            continue
        w = np.terms[0].clause.args[0].value
        if not (
            isinstance(w, A.NounPhrase)
            and len(w.terms) == 2
            and isinstance(w.terms[0], A.Relative)
            and w.terms[0].clause.form is A.Form.PAST
            and w.terms[1] == A.Word("number_of_cards")
        ):
            continue
        if time and any(a.role is A.Role.TIME for a in nxt.body.args):
            continue
        per = A.NounPhrase(
            (w.terms[0], A.CardKind("card"), A.Count(A.Number(1), "card", "exact")), ("", "")
        )
        given = dataclasses.replace(
            nxt,
            body=dataclasses.replace(
                nxt.body, args=(*time, A.Arg(A.Role.PER, per, True), *nxt.body.args)
            ),
        )
        return i, (*steps[:i], given, *steps[i + 2 :])
    return None


def _plain(steps: Any, kind: str, x: XDef | None, n: int) -> list[Op]:
    """Steps read one by one (``step``), in sentence ``n``."""
    return [with_op(step(s, kind, None, x), sentence=n) for s in steps]


def _done_as_if_done(sents: list[A.Sentence]) -> list[A.Sentence]:
    """「1枚引いてよい。引いたなら、…」 / 「…控え室に置いてよい。置いたなら、…」 / 「コストを払ってよい。
    払ったら、…」: a bare 「Vしたなら」 / 「Vしたら」 opening a sentence, V the verb of the step just before, is 「そうしたら」 (11.2.3: that step
    was done); its negative 「…控え室に置いてもよい。置かなかったなら、…」 is 「そうしなかったなら」
    (``otherwise``: that step was not done)."""
    out = list(sents)
    for n in range(1, len(out)):
        first, prev = out[n].steps[0], out[n - 1].steps[-1]
        c = first.condition.clause if first.condition is not None else None
        if (
            first.lead is not None
            or first.condition is None
            or first.condition.marker not in ("nara", "tara")  # 置いたなら / 払ったら
            or not isinstance(c, A.Action)
            or c.form not in (A.Form.PAST, A.Form.NEGATIVE_PAST)
            or not isinstance(prev.body, A.Action)
            or prev.body.verb != c.verb
            or any(a.role is not A.Role.TOPIC for a in c.args)
        ):
            continue
        lead = "if_done" if c.form is A.Form.PAST else "otherwise"
        step = dataclasses.replace(first, condition=None, lead=lead)
        out[n] = dataclasses.replace(out[n], steps=(step, *out[n].steps[1:]))
    return out


def _steps(effect: A.Effect, kind: str) -> list[Op]:
    out: list[Op] = []
    sents = _done_as_if_done(list(split_quote_x(effect.sentences)))
    xs = [(n, d) for n, se in enumerate(sents) if (d := x_definition(se)) is not None]
    if len(xs) > 1:
        raise Unsupported("two definitions of X")
    x = xs[0][1] if xs else None
    skip = -1
    for n, sent in enumerate(sents):
        if n == skip or (xs and n == xs[0][0]):
            continue
        sent = _hand_count_put(
            _pile_count_put(
                _pile_end_object(
                    _unreduced_side_attack(
                        _rested_put(
                            _time_past_choice(
                                _phase_first(
                                    _level_plus(
                                        _subject_carried(
                                            _value_topic_carried(_slot_args_lifted(sent))
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
        )
        sent = _times_first(_unseen_choice(_causative_performer(_looked_count_take(sent))))
        sent = _else_case(_swap_with_this_named(sent), n)
        checked = _after_checks(sent, out)
        if checked is not None:
            # 「N回行ったら、…」: done by the trigger step after its N checks (7.3.1.2), a part of
            # the effect that set the number (``trigger_checks``)
            then = [step(s, "event", None, x) for s in checked]
            if any(
                op_ext(o, "x") is not None or o.verb in ("pay_cost", "trigger_checks") for o in then
            ):
                raise Unsupported("a step after the trigger checks of this shape")
            prog = ws_program("event", steps=_in_context(tuple(then)))
            out[-1] = with_op(out[-1], options=((_delay_key(prog), prog),))
            continue
        clocking = clock_prohibition(sent, kind)
        if clocking is not None:
            # 「…手札のクライマックスをクロック置場に置いてカードを引くことができない」 (6.4.1.2, 1.3.3)
            out.append(dataclasses.replace(clocking, sentence=n))
            continue
        quoted = _quote_sentence(sents[n + 1]) if n + 1 < len(sents) else None
        one_of = _ability_one_of(sent.steps[0]) if len(sent.steps) == 1 else None
        if one_of is not None:
            # 「このカードは次の2つの能力のうちあなたが選んだ1つを得る。『…』『…』」: the master
            # chooses one of the quoted abilities (8.6.3); the card gains that one — each option
            # is the step 「このカードは次の能力を得る。『…』」 with its quote
            plain_step, count = one_of
            if quoted is None or len(quoted) != count or count < 2:
                raise Unsupported("a choice of abilities without the quoted abilities")
            from grammar.render import render_ability

            options = []
            for q in quoted:
                prog = ws_program("event", steps=(step(plain_step, kind, (q,), x),))
                options.append((render_ability(q, "ws"), prog))
            skip = n + 1
            out.append(
                ws_op(
                    "modal",
                    options=tuple(options),
                    lead=lead_of(sent.steps[0]),
                    cond=_step_cond(sent.steps[0]),
                    sentence=n,
                )
            )
            continue
        choice = modal_choice(sent.steps)
        each = _each_count(sent.steps[0]) if len(sent.steps) == 1 else None
        before: tuple[A.Step, ...] = ()
        if choice is None and len(sent.steps) > 1 and quoted is not None:
            # 「そのターン中、このカードのパワーを＋2000し、次の2つの効果のうちあなたが選んだ1つを
            # 行う。『…』『…』」: the steps before it are done first, in order, then the choice
            for j in (1, 2):
                if len(sent.steps) > j and (got := modal_choice(sent.steps[-j:])) is not None:
                    choice, before = got, tuple(sent.steps[:-j])
                    break
        modal = choice[0] if choice is not None else None
        if modal is not None or each is not None:
            count = modal if modal is not None else each[0]  # type: ignore[index]
            if count == ANY_COUNT and quoted is not None and len(quoted) >= 2:
                # 「次の効果のうちあなたが選んだ1つを行う。『…』『…』」: among the quoted effects
                count = len(quoted)
            if quoted is None or len(quoted) != count:
                raise Unsupported("a choice of effects without the quoted effects")
            picks, picker, fewer = choice[1:] if choice is not None else (1, "you", False)
            if not 1 <= picks < count or (fewer and picks > 1):
                raise Unsupported("a choice of effects of this count")
            options = []
            for q in quoted:
                try:
                    prog = compile_ability(q)
                except Unsupported as exc:
                    raise Unsupported(
                        f"a choice of an effect the engine cannot run ({exc.reason})"
                    ) from exc
                if prog.kind != "event":
                    raise Unsupported("a choice of effects that are not plain effects")
                from grammar.render import render_ability

                options.append((render_ability(q, "ws"), prog))
            skip = n + 1
            out += _plain(before, kind, x, n)
            out.append(
                ws_op(
                    "modal" if modal is not None else "each_effect",
                    options=tuple(options),
                    any_order=each is not None and each[1],
                    # 8.6.3: who picks, how many, and whether none may be (「…まで」 / 「…てよい」)
                    picks=picks if picks > 1 else None,
                    picker="opponent" if picker == "opponent" else None,
                    optional=fewer,
                    lead=lead_of(sent.steps[len(before)]),
                    cond=_step_cond(sent.steps[len(before)]),
                    sentence=n,
                )
            )
            continue
        per_at = next(
            (
                i
                for i, st in enumerate(sent.steps)
                if isinstance(st.body, A.Action)
                and (st.body.verb == "look" or _counted_damage(st.body))
                and any(a.role is A.Role.PER for a in st.body.args)
            ),
            None,
        )
        as_many = _as_many_done(sent.steps)
        if per_at is None and as_many is not None:
            # 「戻した枚数と同じ数だけ、あなたは自分のクロックの上からカードを選び、控え室に置く」:
            # the rest of the sentence done once per card the step before dealt with, as
            # 「戻したカード1枚につき、…」 says (12.7.1 of vg's rules, the same reading)
            per_at, per_given = as_many
            sent = dataclasses.replace(sent, steps=per_given)
        if per_at is not None:
            # それらのカードのCX1枚につき、あなたは自分の山札を見て…選んで…加え、その山札をシャッフル
            # する: what follows in the sentence is done that many times, as written; so is
            # 「…1枚につき、相手に1ダメージを与える」: that many damages, each dealt (and cancelled,
            # 4.10.1) on its own
            first = sent.steps[per_at]
            body = first.body
            per_np = next(a.value for a in body.args if a.role is A.Role.PER)  # type: ignore[union-attr]
            per_sel = _per_cards(per_np)
            bare = dataclasses.replace(
                first,
                body=dataclasses.replace(
                    body,  # type: ignore[arg-type]
                    args=tuple(a for a in body.args if a.role is not A.Role.PER),  # type: ignore[union-attr]
                ),
            )
            out += _plain(sent.steps[:per_at], kind, x, n)
            rest = [step(st, "event", None, x) for st in (bare, *sent.steps[per_at + 1 :])]
            prog = ws_program("event", steps=_in_context(tuple(rest)))
            out.append(
                ws_op(
                    "repeat",
                    options=(("（…1枚につき）", prog),),
                    per=per_sel,
                    lead=lead_of(first),
                    cond=condition(first.condition) if first.condition else None,
                    sentence=n,
                )
            )
            continue
        event_at = next((i for i, st in enumerate(sent.steps) if _event_step(st)), None)
        if event_at is not None:
            # 「そのターン中、…し、このカードのバトル相手が【リバース】した時、…」: the rest of the
            # sentence is a delayed ability on an event (8.7.5) created by this step
            out += _plain(sent.steps[:event_at], kind, x, n)
            out.append(_event_delay(sent.steps, event_at, x, n))
            continue
        sent = _timing_out(sent)
        timing_at = next(
            (i for i, st in enumerate(sent.steps) if isinstance(st.body, A.Timing)), None
        )
        if timing_at is not None:
            # 「ターンの終わりに、このカードを思い出にする」: the rest of the sentence is a delayed
            # ability (8.7.5) created by this step
            head, tail = sent.steps[:timing_at], sent.steps[timing_at + 1 :]
            tm = sent.steps[timing_at]
            if not tail or tm.condition is not None:
                raise Unsupported("a timing inside an effect")
            out += _plain(head, kind, x, n)
            later = [step(s, "event", None, x) for s in tail]
            if any(op_ext(o, "x") is not None or o.verb == "pay_cost" for o in later):
                raise Unsupported("a delayed effect of this shape")
            prog = ws_program("event", steps=_in_context(tuple(later)))
            out.append(
                ws_op(
                    "delay",
                    delay=_delay_timing(tm.body),  # type: ignore[arg-type]
                    options=((_delay_key(prog), prog),),
                    lead=lead_of(tm),
                    sentence=n,
                )
            )
            continue
        lost_names = name_loss(sent, kind)
        if lost_names is not None:
            out.append(dataclasses.replace(lost_names, sentence=n))
            continue
        lost = _trait_loss(sent, kind, x, n)
        if lost is not None:
            out += lost
            continue
        either = _either_sentence(sent)
        if either is not None:
            # 「あなたは自分か相手の、山札の上から3枚を、控え室に置く」: the master picks whose (a
            # choice the text leaves to the master, 8.6.3), then the step is done with that one's
            options = tuple(
                (label, ws_program("event", steps=tuple(_plain(v.steps, kind, x, n))))
                for label, v in either
            )
            out.append(
                ws_op(
                    "modal",
                    options=options,
                    lead=lead_of(sent.steps[0]),
                    cond=_step_cond(sent.steps[0]),
                    sentence=n,
                    keep_chosen=True,  # what the chosen effect dealt with is 「それら」 after it
                )
            )
            continue
        one_of = _one_of_two_steps(sent, x, n)
        if one_of is not None:
            out.append(one_of)
            continue
        at = _one_of_two_after(sent)
        if at:
            # 「あなたは相手のキャラを1枚選び、【レスト】するか、そのターン中、パワーを－2000。」: the
            # steps before, then one of two steps on what they chose (the master's pick, 8.6.3)
            before = _plain(sent.steps[:at], kind, x, n)
            rest = dataclasses.replace(sent, steps=sent.steps[at:])
            one_of = _one_of_two_steps(rest, x, n, after_choice=True)
            if one_of is None:
                raise Unsupported("one of two steps, of this shape")
            out += [*before, one_of]
            continue
        on_stage = _swap_with_this_on_stage(sent)
        if on_stage is not None:
            i, k, target, stand = on_stage
            out += _plain(sent.steps[:i], kind, x, n)
            last = sent.steps[i + k - 1].body
            out.append(
                ws_op(
                    "swap_stage",
                    target=target,
                    n=1,
                    orientation="stand" if stand else None,
                    optional=last.form is A.Form.OPTIONAL,  # type: ignore[union-attr]
                    lead=lead_of(sent.steps[i]),
                    cond=_step_cond(sent.steps[i]),
                    sentence=n,
                )
            )
            out += _plain(sent.steps[i + k :], kind, x, n)
            continue
        two = _swap_two_choices(sent)
        if two is not None:
            # the two cards the two players chose swap places (swap_chosen)
            out += _plain(sent.steps[: two + 2], kind, x, n)
            out.append(
                ws_op(
                    "swap_chosen",
                    target=Sel(ref="chosen_by_you"),
                    other=Sel(ref="chosen_by_opponent"),
                    n=1,
                    performer="opponent",
                    sentence=n,
                )
            )
            out += _plain(sent.steps[two + 3 :], kind, x, n)
            continue
        later = _swap_with_earlier_choice(sent, out)
        if later is not None:
            # the master chose in an earlier sentence (「…選んでよい。そうしたら、相手は…選び、
            # 入れ替える」): the same swap of the two cards the two players chose (swap_chosen)
            out += _plain(sent.steps[: later + 1], kind, x, n)
            out.append(
                ws_op(
                    "swap_chosen",
                    target=Sel(ref="chosen_by_you"),
                    other=Sel(ref="chosen_by_opponent"),
                    n=1,
                    performer="opponent",
                    sentence=n,
                )
            )
            out += _plain(sent.steps[later + 2 :], kind, x, n)
            continue
        each = _swap_each(sent)
        if each is not None:
            i, first, second = each
            out += _plain(sent.steps[:i], kind, x, n)
            out.append(
                ws_op(
                    "swap_each",
                    target=first,
                    other=second,
                    n=1,
                    optional=sent.steps[i + 1].body.form is A.Form.OPTIONAL,  # type: ignore[union-attr]
                    lead=lead_of(sent.steps[i]),
                    cond=_step_cond(sent.steps[i]),
                    sentence=n,
                )
            )
            continue
        pair = _swap_with_this(sent)
        if pair is not None:
            i, target, bound = pair
            out += _plain(sent.steps[:i], kind, x, n)
            sw = sent.steps[i + 1]
            out.append(
                ws_op(
                    "swap_this",
                    target=target,
                    n=1,
                    bound=bound,
                    optional=sw.body.form is A.Form.OPTIONAL,  # type: ignore[union-attr]
                    lead=lead_of(sent.steps[i]),
                    # 「…、あなたのレベルが3以上なら、…選び、入れ替える」: the choice's condition
                    # (before, dropped: the swap ran whether or not it was met)
                    cond=_step_cond(sent.steps[i]),
                    sentence=n,
                )
            )
            continue
        chosen = _swap_chosen(sent)
        if chosen is not None:
            i, k, orient = chosen
            out += _plain(sent.steps[: i + 1], kind, x, n)
            ch = out[-1]
            if any(
                p.target is None
                or (
                    p.target.zone not in (*ON_STAGE, *ONE_SLOT)
                    and p.target.ref not in ("this", *FIXED_REFS)
                    # キャラ with no zone named: on the stage (2.3.2.1.2)
                    and (p.target.zone, p.target.kind) != (None, "character")
                )
                for p in (op_ext(ch, "parts") or (ch,))
            ):
                raise Unsupported("a swap of chosen cards not on the stage")
            sw = sent.steps[i + k].body
            out.append(
                ws_op(
                    "swap_chosen_pair",
                    target=Sel(ref="chosen"),
                    orientation=orient,
                    optional=sw.form is A.Form.OPTIONAL,  # type: ignore[union-attr]
                    cond=_step_cond(sent.steps[i]),
                    sentence=n,
                )
            )
            out += _plain(sent.steps[i + k + 1 :], kind, x, n)
            continue
        for s in _gainer_carried(
            _topic_carried(
                _receiver_carried(_subjects_joined(recipients_joined(sent.steps), kind)), kind
            )
        ):
            wants = isinstance(s.body, A.Action) and (
                (
                    s.body.verb in ("gain", "give")
                    and _is_next_ability(s.body.arg(A.Role.OBJECT)) is not None
                )
                or (s.body.verb == "perform" and _is_next_action(s.body.arg(A.Role.OBJECT)))
            )
            op = step(s, kind, quoted if wants else None, x)
            if wants:
                skip = n + 1
            out.append(with_op(op, sentence=n))
    _slot_left_named(out)
    return _else_ops(_among_tiers(out), kind)


def _prohibition_forms() -> tuple[A.Form, ...]:
    return (
        A.Form.CANNOT,
        A.Form.CANNOT_CONT,
        A.Form.PASSIVE_NEG,
        A.Form.PASSIVE_NEG_CONT,
        A.Form.NEGATIVE,
        A.Form.NEGATIVE_CONT,
    )


def _gainer_carried(steps: tuple[A.Step, ...]) -> tuple[A.Step, ...]:
    """「このカードのパワーを＋2000し、『…』を得る」: the card whose stat the step before changed is
    the one that gains (as 「…＋2000し、このカードは『…』を得る」), when 得る names no card."""
    out = list(steps)
    for i in range(1, len(out)):
        prev, cur = out[i - 1].body, out[i].body
        if (
            not isinstance(prev, A.Action)
            or not isinstance(cur, A.Action)
            or prev.verb != "stat_change"
            or prev.form is not A.Form.CONTINUATIVE
            or cur.verb != "gain"
            or any(a.role in (A.Role.TOPIC, A.Role.SUBJECT, A.Role.GOAL) for a in cur.args)
            or out[i].condition is not None
        ):
            continue
        objs = [a.value for a in prev.args if a.role is A.Role.OBJECT]
        np = objs[0] if len(objs) == 1 else None
        if (
            isinstance(np, A.NounPhrase)
            and len(np.terms) == 1
            and isinstance(np.terms[0], A.Stat)
            and not any(a.role is A.Role.GOAL for a in prev.args)
        ):
            # 「…を1枚選び、そのターン中、パワーを＋2000し、『…』を得る」: the card chosen, whose
            # power the step changes (as 「そのキャラは『…』を得る」)
            who = A.NounPhrase((A.Ref("that_character"),))
        elif (
            not isinstance(np, A.NounPhrase)
            or len(np.terms) < 2
            or not isinstance(np.terms[-1], A.Stat)
            or np.links[-1] != "の"
        ):
            continue
        else:
            who = A.NounPhrase(np.terms[:-1], np.links[:-1])
        body = dataclasses.replace(cur, args=(A.Arg(A.Role.TOPIC, who), *cur.args))
        out[i] = dataclasses.replace(out[i], body=body)
    return tuple(out)


_PLAYERS = (A.NounPhrase((A.Owner("you"),)), A.NounPhrase((A.Owner("opponent"),)))


def _receiver_carried(steps: tuple[A.Step, ...]) -> tuple[A.Step, ...]:
    """「あなたは1枚引き、2ダメージを受ける」: a 「Nダメージを受ける」 that names no player is
    received by the player who is the topic of a step before it in the sentence (the one that
    performs the sentence's steps) — read as 「あなたは2ダメージを受ける」 (``steps._damage_received``:
    that player is given the damage, 4.10.1.1, its source the card, 4.11.1.2). Other steps are
    left as printed."""
    out = list(steps)
    who: A.Arg | None = None
    for i, st in enumerate(out):
        b = st.body
        if not isinstance(b, A.Action):
            continue
        topic = [a for a in b.args if a.role in (A.Role.TOPIC, A.Role.SUBJECT)]
        if topic:
            who = topic[0] if topic[0].value in _PLAYERS else None
            continue
        obj = [a.value for a in b.args if a.role is A.Role.OBJECT]
        if (
            who is None
            or b.verb != "receive"
            or len(b.args) != 1
            or len(obj) != 1
            or not isinstance(obj[0], A.NounPhrase)
            or len(obj[0].terms) != 1
            or not isinstance(obj[0].terms[0], A.Count)
            or obj[0].terms[0].unit != "damage"
        ):
            continue
        carried = A.Arg(A.Role.TOPIC, who.value)
        out[i] = dataclasses.replace(st, body=dataclasses.replace(b, args=(carried, *b.args)))
    return tuple(out)


def _topic_carried(steps: tuple[A.Step, ...], kind: str) -> tuple[A.Step, ...]:
    """「このカードは相手の効果に選ばれず、サイドアタックできない」 in a continuous ability: the topic
    marked by は is that of each prohibition after it in the sentence that names none (nor a
    subject) — the card is prohibited from both (1.3.3). Other steps are left as printed."""
    out = list(steps)
    for i in range(1, len(out)):
        prev, cur = out[i - 1].body, out[i].body
        if (
            kind != "continuous"
            or not isinstance(prev, A.Action)
            or not isinstance(cur, A.Action)
            or prev.form not in (A.Form.CANNOT_CONT, A.Form.PASSIVE_NEG_CONT, A.Form.NEGATIVE_CONT)
            or cur.form not in _prohibition_forms()
            or any(a.role in (A.Role.TOPIC, A.Role.SUBJECT) for a in cur.args)
            or out[i].condition is not None
        ):
            continue
        topic = [a for a in prev.args if a.role is A.Role.TOPIC]
        if len(topic) != 1:
            continue
        body = dataclasses.replace(cur, args=(topic[0], *cur.args))
        out[i] = dataclasses.replace(out[i], body=body)
    return tuple(out)


# prohibitions on a card whose verb takes no partner: a 「Aと」 before the topic is a second card
_NO_PARTNER = ("side_attack", "front_attack", "direct_attack", "attack", "reverse", "move_to")


def _subjects_joined(steps: tuple[A.Step, ...], kind: str) -> tuple[A.Step, ...]:
    """「このカードの正面のキャラとこのカードはサイドアタックできない」 in a continuous ability:
    the grammar reads 「Aと」 before the topic as the verb's partner (WITH); for a prohibition
    whose verb takes none (an attack, 【リバース】, a move) A and the topic are each prohibited
    (1.3.3) — two steps, A's first (the shared ``joined_pair``). Other steps are left as
    printed."""
    out: list[A.Step] = []
    for st in steps:
        b = st.body
        got = (
            joined_pair(b, (A.Role.TOPIC,), _any)
            if kind == "continuous"
            and isinstance(b, A.Action)
            and b.verb in _NO_PARTNER
            and b.form in _prohibition_forms()
            else None
        )
        out += [st] if got is None else [dataclasses.replace(st, body=one) for one in got]
    return tuple(out)


def _any(v: Any) -> bool:
    return True


def _slot_left_named(ops: list[Op] | tuple[Op, ...]) -> None:
    """「そのキャラがいた枠」 naming a card other than the one put there (dest ``was_left``) reads
    the slot an earlier step of the same effect moved a card out of: refused (``Unsupported``)
    when no step before it in its effect moves cards (「自分の控え室のキャラを1枚選び、そのキャラが
    いた枠に置く」 names no slot the engine knows). A delayed or quoted effect is an effect of
    its own."""
    moved = False
    for op in ops:
        if op.dest == "was_left" and not moved:
            raise Unsupported("a slot of a card no earlier step moved")
        for _label, prog in op.modes:
            _slot_left_named(prog.steps)
        moved = moved or op.verb == "move"


def _entered_during(b: A.Action) -> bool:
    """「このカードが手札から舞台に置かれたターン中」 as a step of its own (``be`` with that turn as
    its predicate, ``conditions.entered_turn``)."""
    return (
        b.verb == "be"
        and b.form is A.Form.NOMINAL
        and [a.role for a in b.args] == [A.Role.PREDICATE]
        and isinstance(b.args[0].value, A.NounPhrase)
        and b.args[0].value.terms[-1:] == (A.Word("during"),)
        and entered_turn(b.args[0].value) is not None
    )


def _phase_first(sent: A.Sentence) -> A.Sentence:
    """「アタックフェイズ中、X」 / 「このカードが手札から舞台に置かれたターン中、X」: the grammar reads
    the period as a step of its own; it is the condition of the one step after it (in a
    continuous ability, 8.1.1.3: the effect is made only while it holds)."""
    steps = sent.steps
    if len(steps) < 2 or not isinstance(steps[0].body, A.Action):
        return sent
    if (phase_during(steps[0].body) is None and not _entered_during(steps[0].body)) or steps[
        0
    ].condition is not None:
        return sent
    if len(steps) != 2 or steps[1].condition is not None or steps[1].lead is not None:
        raise Unsupported("a phase printed before several steps")
    cond = A.Condition(steps[0].body)
    return dataclasses.replace(sent, steps=(dataclasses.replace(steps[1], condition=cond),))


# the steps that give 「そのキャラ」 / a step naming no object the cards it acts on (the cards
# chosen, looked at or revealed): a replacement that reads them replaces only what follows
_DEFINING = ("choose", "choose_parts", "look_top", "search_deck", "reveal_top", "look_zone")


def _reads_chosen(op: Op) -> bool:
    """Does the step act on, or its condition read, the cards a step before it dealt with?"""
    refs = [op.target, op.per]
    if op.cond is not None:
        refs += [op.cond.sel, *(p.sel for p in op.cond.parts)]
    return any(r is not None and r.ref in ("chosen", "implied", "chosen_last") for r in refs)


def _chosen_as(op: Op, ref: str) -> Op:
    """``op`` with そのキャラ (``Sel(ref="chosen")``) in its target and condition read as ``ref``."""

    def cond(c: Cond | None) -> Cond | None:
        if c is None:
            return None
        sel_ = (
            dataclasses.replace(c.sel, ref=ref)
            if c.sel is not None and c.sel.ref == "chosen"
            else c.sel
        )
        return dataclasses.replace(c, sel=sel_, parts=tuple(cond(p) for p in c.parts))  # type: ignore[misc]

    target = op.target
    if target is not None and target.ref in ("chosen", "implied"):
        target = dataclasses.replace(target, ref=ref)
    return dataclasses.replace(op, target=target, cond=cond(op.cond))


def _acting_on_the_replaced(a_ops: list[Op], b_ops: list[Op]) -> list[Op]:
    """「あなたは自分の山札の上から1枚を、控え室に置く。…なら、かわりにストック置場に置く」 /
    「このカードを手札に戻す。…なら、かわりに(そのカードを)山札の下に置く」: B names no cards of
    its own (no object, or その / それらのカード) and the steps it replaces chose none — B acts
    on the cards A would have acted on (8.2.1.3: the same event, done otherwise), A's one
    target by its place (a pile's top, this card). B reading その in its condition (「そのカード
    がCXなら、かわりに…」: a card not yet known when B is decided), or A acting on several
    things, is left as it was (refused further on)."""
    if any(o.verb in _DEFINING for o in a_ops):
        return b_ops
    targets = {o.target for o in a_ops if o.target is not None}
    if len(targets) != 1:
        return b_ops
    (target,) = targets
    if target.ref in ("chosen", "implied", "chosen_last"):
        return b_ops
    out = []
    for o in b_ops:
        t = o.target
        cond_reads = o.cond is not None and any(
            c.sel is not None and c.sel.ref in ("chosen", "implied", "chosen_last")
            for c in (o.cond, *o.cond.parts)
        )
        if (
            t is not None
            and t.ref in ("chosen", "implied")
            and dataclasses.replace(t, said=None) == Sel(ref=t.ref)
            and not cond_reads
        ):
            o = dataclasses.replace(o, target=target)
        out.append(o)
    return out


def _instead(ops: tuple[Op, ...], kind: str) -> tuple[Op, ...]:
    """「A。Xなら、かわりにB。」 (a sentence opened by 「(条件)なら、かわりに」): a replacement
    inside the effect (8.2.1, 8.2.1.3: the event A is not done, B is done in its place) decided
    as A is to be done — B when X holds, else A. What B replaces: the whole sentence before when
    B makes its own choice or reads nothing a step before it dealt with (「…1枚引く。…なら、
    かわりに2枚引く」, 「…を1枚選び、手札に戻す。…なら、かわりにキャラを2枚まで選び、手札に戻す」);
    else the steps after that sentence's last choice (「相手のキャラを1枚選び、そのターン中、
    パワーを－1500。…なら、かわりにパワーを－2500」 / 「…かわりにそのキャラを控え室に置く」: the
    choice stands, the change is replaced). B says only what differs: a change with no duration
    lasts as the one it replaces, one with no object changes the cards it changed, a choice with
    no zone chooses where the one it replaces did. Laid out as the choice (if any), B under
    「X」 (and the condition of A's sentence), then A's replaced steps under 「B was not done」
    (``Cond`` ``not_replaced``; in a continuous ability: X does not hold). Else refused."""
    if not any(op.lead == "instead" for op in ops):
        return ops
    out = list(ops)
    while any(op.lead == "instead" for op in out):
        at = next(i for i, op in enumerate(out) if op.lead == "instead")
        b_op = out[at]
        j = b_op.sentence
        a_ix = [i for i, o in enumerate(out) if o.sentence == j - 1]
        b_ix = [i for i, o in enumerate(out) if o.sentence == j]
        after = [o for o in out if o.sentence > j]
        if (
            not a_ix
            or a_ix[-1] + 1 != at
            or b_ix[0] != at
            or b_ix != list(range(at, at + len(b_ix)))
            or any(out[i].lead is not None or out[i].cond is not None for i in a_ix[1:])
            or out[a_ix[0]].lead not in (None, "if_done")
            or any(out[i].lead is not None for i in b_ix[1:])
            or (after and after[0].lead is not None)
            or any(o.verb in ("modal", "each_effect", "repeat", "delay") for o in out)
        ):
            raise Unsupported("「かわりに」 of a sentence, of this shape")
        a_ops = [out[i] for i in a_ix]
        b_ops = [out[i] for i in b_ix]
        # a change naming no cards changes those the change it replaces did
        named = next(
            (o.target for o in a_ops if o.verb == "stat" and o.target != Sel(ref="implied")), None
        )
        b_ops = [
            dataclasses.replace(o, target=named)
            if o.verb == "stat" and o.target == Sel(ref="implied") and named is not None
            else o
            for o in b_ops
        ]
        # 「かわりに＋3000」: an amount alone changes the stat the change it replaces did
        changed = [o for o in a_ops if o.verb == "stat"]
        if any(o.verb == "stat" and o.stat == "implied" for o in b_ops):
            if len(changed) != 1 or len(b_ops) != 1:
                raise Unsupported("a stat change without a stat")
            b_ops = [dataclasses.replace(b_ops[0], stat=changed[0].stat, target=changed[0].target)]
        if any(o.verb == "damage" and op_ext(o, "to") == "implied" for o in b_ops):
            dealt = {op_ext(o, "to") for o in a_ops if o.verb == "damage"}
            if len(dealt) != 1 or len(b_ops) != 1:
                raise Unsupported("damage with no player, of this shape")
            b_ops = [with_op(b_ops[0], to=dealt.pop())]
        own_choice = any(o.verb in _DEFINING for o in b_ops)
        named = {o.target.ref for o in a_ops if o.target is not None and o.target.ref in FIXED_REFS}
        if (
            not own_choice
            and not any(o.verb in _DEFINING for o in a_ops)
            and len(named) == 1
            and any(_reads_chosen(o) for o in b_ops)
        ):
            # 「このカードのバトル相手のパワーを－2000。そのキャラのレベルが…なら、かわりに－3000。」:
            # そのキャラ is the one card the change before named by its place (no step chose one)
            (ref,) = named
            b_ops = [_chosen_as(o, ref) for o in b_ops]
        b_ops = _acting_on_the_replaced(a_ops, b_ops)
        if own_choice or not any(_reads_chosen(o) for o in b_ops):
            k = 0
        else:
            k = max((n + 1 for n, o in enumerate(a_ops) if o.verb in _DEFINING), default=0)
            if k == 0 and not any(_reads_chosen(o) for o in a_ops):
                raise Unsupported("「かわりに」 reading cards no step before it dealt with")
            # k == 0 with A reading them too: 「あなたはそのキャラを控え室に置いてよい。そのキャラの
            # レベルが2以上なら、かわりに山札の下に置いてよい。」 — そのキャラ of both sentences is
            # the card named before them (the trigger's, a sentence's before): the whole of A is
            # replaced, B acting on the same card (``sentences._antecedents`` names it)
        prefix, replaced = a_ops[:k], a_ops[k:]
        if not replaced:
            raise Unsupported("「かわりに」 with nothing before it to replace")
        if prefix and kind == "continuous":
            raise Unsupported("「かわりに」 of a part of a sentence in a continuous ability")
        # a replaced step lasting as one before it left in place: its duration now
        for n, o in enumerate(replaced):
            if o.until == "inherit":
                giver = next(
                    (
                        p
                        for p in reversed(prefix)
                        if p.verb in ("stat", "grant", "forbid")
                        and p.until not in (None, "inherit")
                    ),
                    None,
                )
                if giver is not None and not any(
                    p.verb in ("stat", "grant", "forbid") for p in replaced[:n]
                ):
                    replaced[n] = dataclasses.replace(o, until=giver.until)
        # B says only what differs from what it replaces
        lasting = next((o.until for o in replaced if o.until not in (None, "inherit")), None)
        for n, o in enumerate(b_ops):
            if o.until == "inherit" and lasting is not None:
                o = dataclasses.replace(o, until=lasting)
            was = next((p for p in replaced if p.verb == "choose"), None)
            if (
                o.verb == "choose"
                and o.target is not None
                and o.target.zone is None
                and not o.target.ref
                and was is not None
                and was.target is not None
                and was.target.zone is not None
                and was.target.kind == o.target.kind
            ):
                o = dataclasses.replace(
                    o,
                    target=dataclasses.replace(
                        o.target,
                        zones=was.target.zones,
                        owner=o.target.owner or was.target.owner,
                    ),
                )
            b_ops[n] = o
        # the condition of A's sentence: read once, where the sentence opens
        said = a_ops[0].cond
        lead = a_ops[0].lead
        if said is not None and prefix:
            gate: Cond | None = Cond("met", n=j - 1)
        else:
            gate = said
        x = b_ops[0].cond
        assert x is not None
        b_cond = Cond("and", parts=(gate, x)) if gate is not None else x
        unreplaced = Cond("not", parts=(x,)) if kind == "continuous" else Cond("not_replaced", n=j)
        a_cond = Cond("and", parts=(gate, unreplaced)) if gate is not None else unreplaced
        b_ops[0] = dataclasses.replace(b_ops[0], cond=b_cond, lead=None if prefix else lead)
        replaced = [dataclasses.replace(o, sentence=j + 1) for o in replaced]
        replaced[0] = dataclasses.replace(replaced[0], cond=a_cond, lead=None)
        if prefix:
            prefix[0] = dataclasses.replace(prefix[0], lead=lead)
        before = out[: a_ix[0]]
        later = [dataclasses.replace(o, sentence=o.sentence + 1) for o in after]
        out = [*before, *prefix, *b_ops, *replaced, *later]
    return tuple(out)


def _attack_checks(node: A.Ability) -> Op | None:
    """「【永】 このカードのアタック中、あなたはトリガーステップにトリガーチェックをN回行う」: while
    this card attacks, the trigger step of its attack carries out N trigger checks (7.3.1.2: one,
    unless an effect says otherwise); an op ``trigger_checks`` with the condition that this card
    is the attacking character (7.2.1.5). None for another shape."""
    if node.kind.value != "continuous" or node.effect is None or node.trigger is not None:
        return None
    if node.cost or node.labels or node.keyword or len(node.effect.sentences) != 1:
        return None
    steps = node.effect.sentences[0].steps
    if len(steps) != 2 or any(st.lead or st.condition or st.cost for st in steps):
        return None
    during, act = steps[0].body, steps[1].body
    attacking = A.NounPhrase((A.Ref("this_card"), A.Word("attack"), A.Word("during")), ("の", ""))
    if not (
        isinstance(during, A.Action)
        and during.verb == "be"
        and during.form is A.Form.NOMINAL
        and [(a.role, a.value) for a in during.args] == [(A.Role.PREDICATE, attacking)]
        and isinstance(act, A.Action)
        and act.verb == "perform"
        and act.form is A.Form.FINAL
        and act.modal is None
    ):
        return None
    args = roles_exactly(act, A.Role.TOPIC, A.Role.GOAL, A.Role.OBJECT, A.Role.NONE)
    if args is None:
        return None
    n = args[A.Role.NONE]
    t0 = n.terms[0] if isinstance(n, A.NounPhrase) and len(n.terms) == 1 else None
    if (
        args[A.Role.TOPIC] != A.NounPhrase((A.Owner("you"),))
        or args[A.Role.GOAL] != A.NounPhrase((A.Word("trigger_step"),))
        or args[A.Role.OBJECT] != A.NounPhrase((A.Word("trigger_check"),))
        or not isinstance(t0, A.Count)
        or t0.unit != "times"
        or t0.bound != "exact"
        or t0.number is None
        or t0.number.value is None
        or t0.number.value < 2
    ):
        return None
    from ruling.games._ws.cardtext.conditions import ATTACKING

    return ws_op("trigger_checks", n=t0.number.value, target=Sel(ref="this"), cond=ATTACKING)


def _is_slot_of(np: Any, who: str) -> bool:
    """「<who>がいる枠」 / 「<who>の位置」 / 「<who>の枠」: the slot the card ``who`` names is in."""
    if not isinstance(np, A.NounPhrase):
        return False
    ref = A.NounPhrase((A.Ref(who),))
    if len(np.terms) == 2 and np.terms[0] == A.Ref(who) and np.links == ("の",):
        return np.terms[1] in (A.Word("place"), A.Zone("slot"))
    if len(np.terms) == 2 and isinstance(np.terms[0], A.Relative) and np.terms[1] == A.Zone("slot"):
        c = np.terms[0].clause
        return (
            c.verb == "exist"
            and c.form is A.Form.FINAL
            and [(a.role, a.value) for a in c.args] == [(A.Role.SUBJECT, ref)]
        )
    return False


def _swap_wording(b: Any, after_a_step: bool) -> Any:
    """The swap of the chosen character and this card in other words, as 「このカードと入れ替える」
    (a character's slot is where it is, 3.6; to swap the slots of two characters is to swap the
    two): 「このカードと位置(枠)を入れ替える」, and after a step that chose it 「そのキャラとこのカード
    の位置を入れ替える」 / 「そのキャラがいる枠と、このカードがいる枠を入れ替える」. Any other step as
    it is."""
    if not isinstance(b, A.Action) or b.verb != "swap" or b.modal:
        return b
    this = A.NounPhrase((A.Ref("this_card"),))
    pairs = [(a.role, a.value) for a in b.args]
    plain = [A.Arg(A.Role.WITH, this)]
    if len(pairs) == 2 and pairs[0] == (A.Role.WITH, this) and pairs[1][0] is A.Role.OBJECT:
        if pairs[1][1] in (A.NounPhrase((A.Word("place"),)), A.NounPhrase((A.Zone("slot"),))):
            return dataclasses.replace(b, args=tuple(plain))
    if not after_a_step:
        return b
    that = A.NounPhrase((A.Ref("that_character"),))
    if (
        len(pairs) == 2
        and pairs[0] == (A.Role.WITH, that)
        and pairs[1][0] is A.Role.OBJECT
        and _is_slot_of(pairs[1][1], "this_card")
        and isinstance(pairs[1][1], A.NounPhrase)
        and not isinstance(pairs[1][1].terms[0], A.Relative)
    ):
        return dataclasses.replace(b, args=tuple(plain))
    if len(pairs) == 1 and pairs[0][0] is A.Role.OBJECT:
        o = pairs[0][1]
        if (
            isinstance(o, A.NounPhrase)
            and len(o.terms) == 2
            and isinstance(o.terms[0], A.Relative)
            and o.terms[1] == A.Zone("slot")
        ):
            c = o.terms[0].clause
            cargs = [(a.role, a.value) for a in c.args]
            if (
                c.verb == "exist"
                and c.form is A.Form.FINAL
                and len(cargs) == 2
                and cargs[0][0] is A.Role.WITH
                and _is_slot_of(cargs[0][1], "that_character")
                and cargs[1] == (A.Role.SUBJECT, this)
            ):
                return dataclasses.replace(b, args=tuple(plain))
    return b


def _swap_with_this_named(sent: A.Sentence) -> A.Sentence:
    """「…を1枚選び(選んで)、このカードと入れ替える(てよい)」: the same as 「…を1枚とこのカードを選び、入れ替
    える」 (the card swapped with this one named after the choice): rewritten into that form, which
    ``_swap_with_this`` / ``_swap_with_this_on_stage`` read."""
    this = A.NounPhrase((A.Ref("this_card"),))
    steps = [
        dataclasses.replace(st, body=_swap_wording(st.body, i > 0))
        for i, st in enumerate(sent.steps)
    ]
    # 「このカードを、あなたの控え室の「X」と入れ替える」 (10.8.1's second form: this card swapped
    # with a named card of a zone, no count printed — one card, the swap being one for one): the
    # same as 「あなたの控え室の「X」を1枚とこのカードを選び、入れ替える」
    for i in range(len(steps) - 1, -1, -1):
        sw = steps[i].body
        if not (isinstance(sw, A.Action) and sw.verb == "swap" and not sw.modal):
            continue
        objs = [a for a in sw.args if a.role is A.Role.OBJECT]
        withs = [a for a in sw.args if a.role is A.Role.WITH]
        if (
            len(sw.args) != 2
            or len(objs) != 1
            or len(withs) != 1
            or objs[0].value != this
            or any(isinstance(t, A.Count) for t in withs[0].value.terms)
            or not any(isinstance(t, A.Zone) for t in withs[0].value.terms)
        ):
            continue
        one = A.NounPhrase((A.Count(A.Number(1), "card", "exact"),))
        choose = A.Action(
            "choose",
            (
                A.Arg(A.Role.OBJECT, withs[0].value),
                A.Arg(A.Role.WITH, one),
                A.Arg(A.Role.OBJECT, this),
            ),
            A.Form.CONTINUATIVE,
        )
        steps[i : i + 1] = [
            dataclasses.replace(steps[i], body=choose),
            A.Step(dataclasses.replace(sw, args=())),
        ]
        break
    for i in range(len(steps) - 1):
        ch, sw = steps[i].body, steps[i + 1].body
        if not (
            isinstance(ch, A.Action)
            and isinstance(sw, A.Action)
            and ch.verb == "choose"
            and sw.verb == "swap"
            and ch.form in (A.Form.CONTINUATIVE, A.Form.TE)
            and [(a.role, a.value) for a in sw.args] == [(A.Role.WITH, this)]
            and steps[i + 1].condition is None
            and steps[i + 1].lead is None
        ):
            continue
        roles = [a.role for a in ch.args]
        if sorted(r.value for r in roles if r is not A.Role.TOPIC) != sorted(
            (A.Role.OBJECT.value, A.Role.NONE.value)
        ):
            continue
        args = [A.Arg(A.Role.WITH, a.value) if a.role is A.Role.NONE else a for a in ch.args] + [
            A.Arg(A.Role.OBJECT, this)
        ]
        steps[i] = dataclasses.replace(
            steps[i],
            body=dataclasses.replace(ch, args=tuple(args), form=A.Form.CONTINUATIVE),
        )
        steps[i + 1] = dataclasses.replace(steps[i + 1], body=dataclasses.replace(sw, args=()))
    return dataclasses.replace(sent, steps=tuple(steps))


def _else_case(sent: A.Sentence, n: int) -> A.Sentence:
    """「Xなら、A し、違うなら、B」 / 「Xなら、A。違うなら、B」: 「違うなら」 (a condition 違う with nothing
    else) is the other case of the condition before it — read as the connector ``else``
    (``_otherwise``): in its sentence after exactly one step with a condition, as that sentence's
    last step; or opening a sentence after another (not the first). Elsewhere it stays a
    condition the compiler refuses."""
    from ruling.cardtext.abilities import is_else

    steps = list(sent.steps)
    for i, st in enumerate(steps):
        if not is_else(st.condition) or st.lead is not None or st.lead_inner is not None:
            continue
        before = [x for x in steps[:i] if x.condition is not None]
        if i == 0 and n == 0:
            continue
        if i > 0 and (len(before) != 1 or is_else(before[0].condition) or i != len(steps) - 1):
            continue
        steps[i] = dataclasses.replace(st, condition=None, lead="else")
    return dataclasses.replace(sent, steps=tuple(steps))


def _else_ops(ops: list[Op], kind: str) -> list[Op]:
    """「違うなら」 (``_else_case``, the connector ``else``): done only when the condition of the
    step before it in its sentence — or of the sentence before — was read and not met (11.2.2's
    「Xなら」 read once, ``Cond`` ``unmet``); in a continuous ability while it is not met. One
    conditioned step exactly, not optional; else refused (never run unconditioned)."""
    out = list(ops)
    for j, op in enumerate(out):
        if op.lead != "else":
            continue
        mine = [o for o in out[:j] if o.sentence == op.sentence]
        conds = [o for o in mine if o.cond is not None]
        if not mine and j > 0:
            prev = out[j - 1]
            conds = [next(o for o in out if o.sentence == prev.sentence)]
        if len(conds) != 1 or conds[0].cond is None or conds[0].optional or op.cond:
            raise Unsupported("「違うなら」 of this shape")
        at = conds[0]
        neg = (
            Cond("not", parts=(at.cond,)) if kind == "continuous" else Cond("unmet", n=at.sentence)
        )
        out[j] = with_op(op, lead=None, cond=neg)
    return out


def _otherwise(
    ops: tuple[Op, ...], kind: str, cond: Cond | None
) -> tuple[tuple[Op, ...], Cond | None]:
    """「Aしてよい。そうしないなら、B」 (8.6.4: 「(処理 A)しなかったら」): B only if A was not done
    (the runtime's lead ``otherwise``); 「Xなら、A。そうでないなら、B」 after a step that is not
    optional: B only if the condition X was not met — as it was read then (``Cond`` ``unmet``),
    in a continuous ability while it is not met (``Cond`` ``not``). X printed before the first
    sentence (the ability's condition ``cond``) then governs that sentence alone: it is moved
    onto it, and the ability has none."""
    out = list(ops)
    for j, op in enumerate(out):
        if op.lead != "otherwise":
            continue
        if j == 0:
            raise Unsupported("そうでないなら with no step before it")
        prev = out[j - 1]
        at = next(i for i, o in enumerate(out) if o.sentence == prev.sentence)
        if (
            cond is not None
            and prev.sentence == 0
            and op.sentence == 1
            and out[at].cond is None
            and not prev.optional
        ):
            out[at] = with_op(out[at], cond=cond)
            cond = None
        first = out[at]
        if first.cond is not None and not prev.optional and prev.sentence != op.sentence:
            if op.cond is not None:
                raise Unsupported("a condition after そうでないなら")
            neg = (
                Cond("not", parts=(first.cond,))
                if kind == "continuous"
                else Cond("unmet", n=prev.sentence)
            )
            out[j] = with_op(op, lead=None, cond=neg)
        elif kind == "continuous":
            raise Unsupported("そうしないなら in a continuous ability")
    return tuple(out), cond


_THAT_TRAIT = A.NounPhrase((A.Ref("that"), A.Word("trait")), ("",))


def _trait_loss(sent: A.Sentence, kind: str, x: XDef | None, n: int) -> list[Op] | None:
    """「相手の舞台にいるキャラの特徴を1つ選び、相手のキャラすべては、そのターン中、その特徴をすべて
    失う」 / 「相手のキャラを1枚とそのキャラの特徴を1つ選び、そのターン中、そのキャラはその特徴をすべて
    失う」: a trait is chosen among those the cards named have (a trait is chosen, not a card,
    8.6.3), and the characters named lose it for the duration (8.2.1.2)."""
    steps = sent.steps
    at = next(
        (
            i
            for i, st in enumerate(steps[:-1])
            if isinstance(st.body, A.Action)
            and st.body.verb == "choose"
            and isinstance(steps[i + 1].body, A.Action)
            and steps[i + 1].body.verb == "lose"  # type: ignore[union-attr]
            and _THAT_TRAIT in [a.value for a in steps[i + 1].body.args]  # type: ignore[union-attr]
        ),
        None,
    )
    if at is None:
        return None
    if kind == "continuous":
        raise Unsupported("a trait lost by a continuous ability")
    st, lose = steps[at], steps[at + 1]
    b, lb = st.body, lose.body
    assert isinstance(b, A.Action) and isinstance(lb, A.Action)
    objs = [a for a in b.args if a.role is A.Role.OBJECT]
    trait = objs[-1].value if objs else None
    if (
        not isinstance(trait, A.NounPhrase)
        or len(trait.terms) < 2
        or trait.terms[-1] != A.Word("trait")
        or sh_nouns.bare_count(b.arg(A.Role.NONE)) != (1, "exact")
        or b.form is not A.Form.CONTINUATIVE
    ):
        raise Unsupported("a choice of a trait of this shape")
    largs = sh_cond.args_of(lb)
    if (
        set(largs) - {A.Role.TOPIC, A.Role.TIME, A.Role.OBJECT, A.Role.NONE}
        or largs.get(A.Role.NONE) != A.NounPhrase((A.Count(None, unit="card", bound="all"),))
        or lb.form is not A.Form.FINAL
        or lose.condition is not None
        or lose.lead is not None
        or lose.cost is not None
    ):
        raise Unsupported("losing a trait of this shape")
    whose = A.NounPhrase(trait.terms[:-1], trait.links[: len(trait.terms) - 2])
    ops = _plain(steps[:at], kind, x, n)
    if len(objs) == 2 and whose == A.NounPhrase((A.Ref("that_character"),)):
        # 「相手のキャラを1枚とそのキャラの特徴を1つ選び」: the card first, then one of its traits
        with_ = b.arg(A.Role.WITH)
        rest = tuple(a for a in b.args if a.role is A.Role.TOPIC)
        card = A.Action(
            "choose",
            (*rest, objs[0], A.Arg(A.Role.NONE, with_)),
            b.form,  # type: ignore[arg-type]
        )
        ops += _plain((dataclasses.replace(st, body=card),), kind, x, n)
        source, lead, cond = Sel(ref="chosen"), None, None
    elif len(objs) == 1 and [a.role for a in b.args] == [
        A.Role.TOPIC,
        A.Role.OBJECT,
        A.Role.NONE,
    ]:
        source, lead = sel(whose), lead_of(st)
        cond = condition(st.condition) if st.condition is not None else None
        if source.ref is not None or source.count is not None:
            raise Unsupported("a choice of a trait of this shape")
    else:
        raise Unsupported("a choice of a trait of this shape")
    if sel(b.arg(A.Role.TOPIC)) != Sel(owner="you"):
        raise Unsupported("a trait chosen by another player")
    target = sel(largs.get(A.Role.TOPIC))
    until = _until(largs.get(A.Role.TIME), kind)
    ops.append(ws_op("choose_trait", target=source, lead=lead, cond=cond, sentence=n))
    ops.append(ws_op("lose_trait", target=target, until=until, sentence=n))
    return ops + _plain(steps[at + 2 :], kind, x, n)


_STEP_ROLES = (A.Role.OBJECT, A.Role.SOURCE, A.Role.GOAL)


def _either_sentence(sent: A.Sentence) -> tuple[tuple[str, A.Sentence], ...] | None:
    """A sentence of one step whose object, source or destination opens with 「自分か相手の(、)」:
    the sentence once with each player's, labelled by the player (``None`` if it does not)."""
    if len(sent.steps) != 1 or not isinstance(sent.steps[0].body, A.Action):
        return None
    st = sent.steps[0]
    split = _either_owner(st.body, _STEP_ROLES)  # type: ignore[arg-type]
    if split is None:
        return None
    if st.condition is not None or st.cost is not None:
        raise Unsupported("either player's, with a condition or a cost on the step")
    labels = ("自分の", "相手の")
    return tuple(
        (label, dataclasses.replace(sent, steps=(dataclasses.replace(st, body=b),)))
        for label, b in zip(labels, split, strict=True)
    )


def _one_of_two_after(sent: A.Sentence) -> int:
    """The index of a step of two joined by か (``or`` of two relative clauses) after the
    sentence's first step, when the steps before it only choose (「…を1枚選び、Aするか、B」);
    0 for none."""
    for i, st in enumerate(sent.steps[1:], 1):
        b = st.body
        if isinstance(b, A.Action) and b.verb == "or" and b.form is A.Form.NOMINAL:
            if _two_places(b) is not None:
                return 0  # 「…選び、手札に戻すか控え室に置く」: one move, either place (steps)
            before = sent.steps[:i]
            if all(
                isinstance(p.body, A.Action) and p.body.verb == "choose" and p.cost is None
                for p in before
            ) and all(p.lead is None and p.condition is None for p in sent.steps[1 : i + 1]):
                return i
            return 0
    return 0


def _one_of_two_steps(
    sent: A.Sentence, x: XDef | None, n: int, after_choice: bool = False
) -> Op | None:
    """「あなたは1枚まで引くか相手のキャラを1枚まで選び、手札に戻す」: one of two steps, the master's
    pick (8.6.3, as 「次の2つの効果のうちあなたが選んだ1つを行う」). The grammar joins the two clauses by
    か (``or``, each a relative clause); the first ends there (a final form), the steps after the
    second in the sentence go with it only when they act on what it chose and name nothing of
    their own (「…選び、手札に戻す」: no card to return in the first). None for other sentences."""
    if not sent.steps:
        return None
    st = sent.steps[0]
    b = st.body
    if not isinstance(b, A.Action) or b.verb != "or" or b.form is not A.Form.NOMINAL:
        return None
    if len(b.args) != 2 or any(a.role is not A.Role.NONE for a in b.args):
        return None
    alts: list[A.Action] = []
    for a in b.args:
        np = a.value
        if not isinstance(np, A.NounPhrase) or len(np.terms) != 1:
            return None
        rel = np.terms[0]
        if not isinstance(rel, A.Relative) or not isinstance(rel.clause, A.Action):
            return None
        alts.append(rel.clause)
    first, second = alts
    if first.form is not A.Form.FINAL or first.modal or second.modal:
        return None
    rest = sent.steps[1:]
    # the second a plain step (「…を与える」), a noun predicate (「そのターン中、パワーを＋2000」),
    # or a continuative with the steps after it
    if second.form not in (A.Form.FINAL, A.Form.CONTINUATIVE, A.Form.NOMINAL) or (
        second.form is not A.Form.CONTINUATIVE and rest
    ):
        return None  # 「手札に戻すかストック置場に置いてよい」 (one move, two places) and others
    if after_choice and rest:
        return None
    if st.cost is not None:
        raise Unsupported("one of two steps with a cost")
    plain = A.Step(body=first)
    one = ws_program("event", steps=_in_context(tuple(_plain((plain,), "event", x, n))))
    two_steps = (A.Step(body=second), *rest)
    two = ws_program("event", steps=_in_context(tuple(_plain(two_steps, "event", x, n))))
    for op in two.steps[1:]:
        if op.lead is not None or op.cond is not None:
            raise Unsupported("one of two steps before a connector or a condition")
        if op.target is None or op.target.ref != "chosen":
            raise Unsupported("one of two steps before a step of its own")
    if two.steps[0].verb != "choose" and rest:
        raise Unsupported("one of two steps before a step of its own")
    from grammar.render import render_action

    labels = (render_action(first), render_action(second) + "、…" * bool(rest))
    return ws_op(
        "modal",
        options=((labels[0], one), (labels[1], two)),
        lead=lead_of(st),
        cond=_step_cond(st),
        sentence=n,
    )


def _among_tiers(ops: list[Op]) -> list[Op]:
    """「それらのカードに《X》が1枚以上なら、A。それらのカードに《X》が2枚以上なら、B。」: sentences
    one after another each opening with a count among 「それらのカード」 are tiers of one reading
    — each counts the cards the first counted, whatever the steps between them dealt with
    (``cond_tier``: ``Cond.detail`` tier)."""
    out: list[Op] = []
    opens: dict[int, bool] = {}
    for op in ops:
        first = op.sentence not in opens
        if first:
            opens[op.sentence] = (
                op.cond is not None
                and op.cond.what == "count"
                and op.cond.sel is not None
                and op.cond.sel.ref == "among"
            )
        if first and opens[op.sentence] and opens.get(op.sentence - 1):
            op = with_op(op, cond=with_cond(op.cond, tier=True))  # type: ignore[arg-type]
        out.append(op)
    return out


def _delay_key(prog: Program) -> str:
    key = "delay:" + hashlib.sha1(repr(prog).encode("utf-8")).hexdigest()[:12]  # stable
    DELAYED[key] = prog
    return key


def _event_step(st: A.Step) -> bool:
    """A step 「…した時、」 inside an effect (the grammar's ``when`` in nominal form)."""
    b = st.body
    return isinstance(b, A.Action) and b.verb == "when" and b.form is A.Form.NOMINAL


def _time_args(body: Any) -> list[Any]:
    return [a.value for a in getattr(body, "args", ()) if a.role is A.Role.TIME]


def _event_delay(steps: tuple[A.Step, ...], at: int, x: XDef | None, n: int) -> Op:
    """「そのターン中、…し、このカードのバトル相手が【リバース】した時、相手に1ダメージを与えてよい」:
    the steps after the event are a delayed ability (8.7.5) created when the effect reaches it,
    whose trigger condition is that event (read as the same words are read as an auto ability's
    trigger). Its period: 「そのターン中、」 written on the event or on the step it is chained to
    in the same sentence (the leading adverb of a 「…し、…」 chain is read over the whole chain)
    makes it trigger each time the event happens this turn and end with the turn (8.7.5.1: a
    period is given); with no period it triggers once (8.7.5.1). Any other period is refused."""
    tm = steps[at]
    tail = steps[at + 1 :]
    if not tail or tm.condition is not None or tm.cost is not None:
        raise Unsupported("a delayed ability on an event of this shape")
    body = tm.body
    assert isinstance(body, A.Action)
    arg = body.args[0] if len(body.args) == 1 else None
    rel = arg.value.terms[0] if arg is not None and isinstance(arg.value, A.NounPhrase) else None
    if not isinstance(rel, A.Relative) or len(arg.value.terms) != 1:  # type: ignore[union-attr]
        raise Unsupported("a delayed ability on an event of this shape")
    clause = rel.clause
    periods = _time_args(clause) + [d for st in steps[:at] for d in _time_args(st.body)]
    # 「あなたのキャラが次にアタックした時」: 次に — the next time the event happens, once (8.7.5.1:
    # the same as no period printed); with a period too, once within it
    nxt = A.NounPhrase((A.Ref("next"),))
    once = isinstance(clause, A.Action) and any(
        a.role is A.Role.GOAL and a.value == nxt for a in clause.args
    )
    if isinstance(clause, A.Action):
        clause = dataclasses.replace(
            clause,
            args=tuple(
                a
                for a in clause.args
                if a.role is not A.Role.TIME and not (a.role is A.Role.GOAL and a.value == nxt)
            ),
        )
    ids = {getattr(d, "id", None) for d in periods}
    if ids - {"this_turn"}:
        raise Unsupported("a delayed ability on an event with this period")
    event = dataclasses.replace(
        body,
        args=(dataclasses.replace(arg, value=A.NounPhrase((A.Relative(clause),), ())),),  # type: ignore[arg-type]
    )
    trig = trigger(A.Trigger(event=event))
    if trig.event == "timing":
        raise Unsupported("a delayed ability on an event of this shape")
    later = [step(s, "event", None, x) for s in tail]
    if any(op_ext(o, "x") is not None or o.verb == "pay_cost" for o in later):
        raise Unsupported("a delayed effect of this shape")
    prog = ws_program("auto", trigger=trig, steps=_in_context(tuple(later)))
    return ws_op(
        "delay_event",
        options=((_delay_key(prog), prog),),
        until="turn" if periods else None,
        # 「そのターン中、次に…した時」: 次に says the next time only, the period how long it waits
        # for it (gone with the turn if the event does not happen, 8.7.5.1)
        once=once and bool(periods),
        lead=lead_of(tm),
        sentence=n,
    )


def _delay_timing(tm: A.Timing) -> Trig:
    """ターンの終わりに / 次のあなたのドローフェイズの始めに / アンコールステップの始めに."""
    terms, links = tm.scope.terms, tm.scope.links
    if terms[:1] == (A.Ref("next"),):
        terms, links = terms[1:], links[1:]  # 次の: the next such moment (8.7.5.1: once)
    elif terms[:2] in ((A.Ref("that"), A.Word("turn")), (A.Ref("this"), A.Word("turn"))):
        # 「そのターンの終わりに」 / 「このターンの終わりに」: the turn the effect is resolved in —
        # the delayed ability is made in it, and the next 「ターンの終わりに」 it meets is that
        # turn's (8.7.5, 8.7.5.1)
        terms, links = terms[1:], links[1:]
    trig = trigger(A.Trigger(event=dataclasses.replace(tm, scope=A.NounPhrase(terms, links))))
    if trig.event != "timing":
        raise Unsupported("a delayed effect at this moment")
    return trig


def _timing_out(sent: A.Sentence) -> A.Sentence:
    """「そのキャラは次のあなたのアンコールステップの始めに、【レスト】する」: a moment (「…の始めに」 /
    「…の終わりに」) printed inside a step, after its topic, marks the same delayed ability (8.7.5)
    as printed before it (「次のあなたのアンコールステップの始めに、そのキャラを【レスト】する」):
    the step split into the moment and the step without it. The first such step only; one with
    a condition is left as printed (whether it is checked now or at the moment: not split)."""
    for i, st in enumerate(sent.steps):
        b = st.body
        if not isinstance(b, A.Action):
            continue
        times = [
            a
            for a in b.args
            if a.role is A.Role.TIME
            and isinstance(a.value, A.NounPhrase)
            and len(a.value.terms) == 1
            and isinstance(a.value.terms[0], A.Timing)
        ]
        if len(times) != 1 or st.condition is not None:
            return sent
        rest = dataclasses.replace(b, args=tuple(a for a in b.args if a is not times[0]))
        moment = dataclasses.replace(st, body=times[0].value.terms[0], cost=None)  # type: ignore[union-attr]
        return dataclasses.replace(
            sent,
            steps=(
                *sent.steps[:i],
                moment,
                dataclasses.replace(st, body=rest, lead=None),
                *sent.steps[i + 1 :],
            ),
        )
    return sent


def _limit_sentences(node: A.Ability) -> tuple[A.Ability, tuple[A.Sentence, ...]]:
    """「…。この能力は1ターンにつき1回まで使える。」: a limit printed as the effect's last (or, where
    the grammar leaves it in the effect, first) sentence is not a step of the effect but a
    statement about the ability (10.19 / 1.3.1), the same as a preamble (``_preamble_limit``);
    taken out of the effect. A sentence of another shape stays in the effect."""
    eff = node.effect
    if eff is None or len(eff.sentences) < 2:
        return node, ()
    for i in (len(eff.sentences) - 1, 0):
        try:
            _preamble_limit(eff.sentences[i])
        except Unsupported:
            continue
        rest = eff.sentences[:i] + eff.sentences[i + 1 :]
        return (
            dataclasses.replace(node, effect=dataclasses.replace(eff, sentences=rest)),
            (eff.sentences[i],),
        )
    return node, ()


# 「この能力はあなたのメインフェイズに、1ターンにつき1回まで使える」: the moment an activated ability
# without the counter icon is played anyway (6.5.1.2.3; 7.4.1.2.1: elsewhere only a counter
# ability) — the sentence limits only how often (checked by the caller: ``main_phase``)
def _main_phase() -> A.NounPhrase:
    return A.NounPhrase((A.Owner("you"), A.Word("main_phase")), ("の",))


def _preamble_limit(sent: A.Sentence) -> tuple[int, bool, bool]:
    """この能力は1ターンにつきN回まで発動する / 発動できる (a limit on its triggering, 8.1.1.2.1),
    or この能力は、1ターンにつきN回しか使えない (a limit on its use: ``(N, True, _)``); the third is
    whether it names 「あなたのメインフェイズに」 (a use in the main phase, ``_main_phase``)."""
    b = sent.steps[0].body if len(sent.steps) == 1 else None
    if not isinstance(b, A.Action):
        raise Unsupported("a preamble sentence")
    from ruling.cardtext.abilities import spelled_use

    # 「この能力は1ターンにつきN回まで使用できる」: the verb 使える spelled with its noun
    b = spelled_use(b)
    if b.verb == "activate" and b.form in (A.Form.FINAL, A.Form.CAN):
        role, bound, use = A.Role.NONE, "up_to", False
    elif b.verb == "use" and b.form is A.Form.CANNOT:
        role, bound, use = A.Role.ONLY, "exact", True
    elif b.verb == "use" and b.form is A.Form.CAN:
        # この能力は1ターンにつきN回まで使える: the same limit on its use, said positively
        role, bound, use = A.Role.NONE, "up_to", True
    else:
        raise Unsupported("a preamble sentence")
    args = sh_cond.args_of(b)
    main_phase = use and args.get(A.Role.GOAL) == _main_phase()
    if main_phase:
        del args[A.Role.GOAL]
    per, times = args.get(A.Role.PER), args.get(role)
    if (
        set(args) != {A.Role.TOPIC, A.Role.PER, role}
        or args[A.Role.TOPIC] != A.NounPhrase((A.Ref("this_ability"),))
        or per != A.NounPhrase((A.Count(A.Number(1), "turn"),))
        or not isinstance(times, A.NounPhrase)
        or len(times.terms) != 1
        or not isinstance(times.terms[0], A.Count)
        or times.terms[0].unit != "times"
        or times.terms[0].bound != bound
        or times.terms[0].number is None
        or times.terms[0].number.value is None
    ):
        raise Unsupported("a preamble sentence")
    return times.terms[0].number.value, use, main_phase


def _counted_damage(b: A.Action) -> bool:
    """「(相手に)Nダメージを与える」: a give whose object is a count of damage."""
    if b.verb != "give":
        return False
    obj = next((a.value for a in b.args if a.role is A.Role.OBJECT), None)
    return (
        isinstance(obj, A.NounPhrase)
        and len(obj.terms) == 1
        and isinstance(obj.terms[0], A.Count)
        and obj.terms[0].unit == "damage"
    )


# the zones of a character on the stage a swap of two chosen characters reads
ON_STAGE = ("stage", "front_row", "back_row")
# the triggers that name one damage (its amount: 「同じダメージ」)
DAMAGE_EVENTS = ("damage_cancelled", "damage_dealt", "damage_taken", "damage_received")
# zones an ability is written to be used in (2.12.2.3): the icon 【クロック】, or a condition
# 「(zone)にこのカードがあり」 (記憶: 「カード自身が思い出置場に存在することにより持つ能力」, 10.9.1)
ZONE_LABELS = {"クロック": "clock"}


# chapter 10's keywords by how they are read (``lexicon.KEYWORDS``): LABEL_KEYWORDS only name a
# kind of ability (「この語自身は能力ではなく、効果上の意味はありません」: the text after them is
# the ability), NAMING_ONLY are labels no rule or effect reads (記憶 10.9, 経験 10.10, 継承 10.18),
# ABILITY_KEYWORDS have rules of their own


def _one_keyword(node: A.Ability) -> A.Ability:
    """Keywords printed one after another (「応援 記憶」, 「記憶 共鳴」): the ability has each of
    them (10.9.2, 10.13.2); one that only names a kind of ability (``NAMING_ONLY``) changes
    nothing, so the ability is the other keyword's. Two keywords that both have rules of
    their own (「集中 共鳴」: 10.7.2-10.7.4 and 10.13.3) are refused."""
    if not node.more_keywords:
        return node
    kws = [k for k in (node.keyword, *node.more_keywords) if k is not None]
    rest = [k for k in kws if k.name not in NAMING_ONLY]
    if len(rest) > 1:
        raise Unsupported("two keywords with rules of their own")
    return dataclasses.replace(node, keyword=rest[0] if rest else kws[0], more_keywords=())


def _zones_of(c: Cond | None) -> tuple[str, ...]:
    return tuple(
        p.filt.zone
        for p in _flat(c)
        if p.what == "at"
        and p.sel is not None
        and p.sel.ref == "this"
        and p.filt is not None
        and p.filt.zone in ("clock", "memory", "waiting_room")
    )


def _combine(node: A.Ability, cost: A.Cost | None) -> Program:
    """合体 (10.15.1.1): 『[あなたの舞台の (キャラ A) を1枚このカードの下にマーカーとして表向きに
    置く] あなたは自分の山札を見て (キャラ B) を1枚まで選び、このカードがある枠に置き、このカードの
    下のマーカーすべてとこのカードをその (キャラ B) の下にマーカーとして好きな順番で表向きに置き、
    その山札をシャッフルする』: the card's text must be that template; the rules' procedure runs it."""
    if node.kind is not A.AbilityKind.ACTIVATED or cost is None or len(cost.items) != 1:
        raise Unsupported("合体 of another shape")
    b = cost.items[0].body
    if not isinstance(b, A.Action) or b.verb != "put":
        raise Unsupported("合体 with another cost")
    goals = [a.value for a in b.args if a.role is A.Role.GOAL]
    args = {a.role: a.value for a in b.args if a.role is not A.Role.GOAL}
    a_sel = sel(args.get(A.Role.OBJECT))
    n = sh_nouns.bare_count(args.get(A.Role.NONE))
    if (
        set(args) != {A.Role.OBJECT, A.Role.NONE}
        or a_sel.zone != "stage"
        or a_sel.owner != "you"
        or len(a_sel.names) != 1
        or n != (1, "exact")
        or not any(isinstance(g, A.NounPhrase) and A.CardKind("marker") in g.terms for g in goals)
    ):
        raise Unsupported("合体 with another cost")
    eff = node.effect
    steps = [st.body for sent in eff.sentences for st in sent.steps] if eff else []
    verbs = [getattr(x, "verb", None) for x in steps]
    if verbs != ["look", "choose", "put", "put", "shuffle"]:
        raise Unsupported("合体 whose text is not the template of 10.15.1.1")
    chosen = sel(sh_cond.args_of(steps[1]).get(A.Role.OBJECT))  # type: ignore[arg-type]
    if len(chosen.names) != 1:
        raise Unsupported("合体 whose text is not the template of 10.15.1.1")
    return ws_program("activated", keyword="合体", params=(a_sel.names[0], chosen.names[0]))


def _play_restriction(node: A.Ability) -> Cond | None:
    """「このカードは、…なら、手札からプレイできない。」: the condition, else None."""
    if (
        node.effect is None
        or node.condition is None
        or node.kind.value
        not in (
            "continuous",
            "event",
        )
    ):
        return None
    steps = [st.body for sent in node.effect.sentences for st in sent.steps]
    if len(node.effect.sentences) != 1 or len(steps) != 1 or not isinstance(steps[0], A.Action):
        return None
    b = steps[0]
    if b.verb != "play" or b.form is not A.Form.CANNOT:
        return None
    this = A.NounPhrase((A.Ref("this_card"),))
    args = dict(sh_cond.args_of(b))
    # 「このカードは、」 is the topic of the sentence (``topic_carried``), or left on the condition
    said = args.pop(A.Role.TOPIC, None)
    # 「手札から」 may go unsaid: a card is played from the hand (8.6.1)
    if args not in ({A.Role.SOURCE: _HAND}, {}):
        return None
    c = node.condition.clause
    if not isinstance(c, A.Action):
        return None
    topic = [a for a in c.args if a.role is A.Role.TOPIC]
    if [a.value for a in topic] != ([] if said is not None else [this]) or said not in (None, this):
        return None
    return condition(dataclasses.replace(c, args=tuple(a for a in c.args if a not in topic)))


_THIS_EFFECT = A.NounPhrase((A.Ref("this"), A.CardKind("effect")), ("",))
_THIS_CARD = A.NounPhrase((A.Ref("this_card"),))
_HAND = A.NounPhrase((A.Zone("hand"),))


def _this_effect_play_restriction(node: A.Ability) -> A.Ability:
    """An event's 「この効果は、…ならプレイできない。」 (its own line, or its first sentence), and
    an event's or a 【永】's 「このカードは(、)…ならプレイできない。」 printed with no pause after
    なら (the condition then the sentence's step's, not the ability's), 「手札から」 said or not:
    a card is played from the hand (8.6.1), so it reads as 「このカードは、…なら、手札からプレイで
    きない。」 (``_play_restriction`` / ``_event_play_rules``: a condition on playing it,
    2.12.2.3) — the node with that sentence so written, the condition the ability's. Any other
    node as it is (a 【永】 only when that sentence is all its text: the condition moved to the
    ability is the whole ability's)."""
    if node.effect is None or node.condition is not None:
        return node
    sents = node.effect.sentences
    if node.kind is A.AbilityKind.CONTINUOUS:
        if len(sents) != 1 or node.trigger is not None or node.cost or node.keyword:
            return node
    elif node.kind is not A.AbilityKind.EVENT:
        return node
    first = sents[0].steps if sents else ()
    if len(first) != 1 or first[0].condition is None or first[0].lead is not None:
        return node
    st, b = first[0], first[0].body
    c = st.condition.clause  # type: ignore[union-attr]
    if (
        not isinstance(b, A.Action)
        or b.verb != "play"
        or b.form is not A.Form.CANNOT
        or b.modal is not None
        or b.more
        or not isinstance(c, A.Action)
    ):
        return node
    said = [a for a in (*b.args, *c.args) if a.role is A.Role.TOPIC]
    if [a.value for a in said] not in ([_THIS_EFFECT], [_THIS_CARD]):
        return node
    if any(
        a.role is not A.Role.TOPIC and (a.role is not A.Role.SOURCE or a.value != _HAND)
        for a in b.args
    ):
        return node
    this = A.Arg(A.Role.TOPIC, A.NounPhrase((A.Ref("this_card"),)), pause=True)
    rest = tuple(a for a in c.args if a.role is not A.Role.TOPIC)
    clause = dataclasses.replace(c, args=(this, *rest))
    body = dataclasses.replace(b, args=(A.Arg(A.Role.SOURCE, _HAND),))
    sent = dataclasses.replace(
        sents[0], steps=(dataclasses.replace(st, body=body, condition=None),)
    )
    return dataclasses.replace(
        node,
        condition=dataclasses.replace(st.condition, clause=clause),  # type: ignore[arg-type]
        effect=A.Effect((sent, *sents[1:])),
    )


def _event_play_rules(
    node: A.Ability,
) -> tuple[Cond, tuple[str, ...], A.Ability | None] | None:
    """An event whose first sentence is 「このカードは、…なら、手札からプレイできない。」 (the
    ability's condition is that sentence's), perhaps followed by 「このカードは、色条件を満たさずに
    手札からプレイできる。」: (the restriction, the permissions, the event with the sentences after
    them — None when there are none), else None."""
    if node.kind is not A.AbilityKind.EVENT or node.effect is None:
        return None
    sents = node.effect.sentences
    if len(sents) < 2:
        return None
    restrict = _play_restriction(dataclasses.replace(node, effect=A.Effect(sents[:1])))
    if restrict is None:
        return None
    rest, permits = sents[1:], ()
    plain = dataclasses.replace(node, condition=None, kind=A.AbilityKind.CONTINUOUS)
    if _no_colour_condition(dataclasses.replace(plain, effect=A.Effect(rest[:1]))):
        rest, permits = rest[1:], ("no_colour_condition",)
    after = dataclasses.replace(node, condition=None, effect=A.Effect(rest)) if rest else None
    return restrict, permits, after


def _no_colour_condition(node: A.Ability) -> bool:
    """「このカードは、色条件を満たさずに手札からプレイできる。」 (a permission over the colour
    condition of 8.6.2.1.1, 1.3.1)."""
    if node.effect is None or node.condition is not None or node.kind.value != "continuous":
        return False
    if len(node.effect.sentences) != 1:
        return False
    steps = node.effect.sentences[0].steps
    return len(steps) == 2 and _permission_first(steps)


def _group_colour_permission(node: A.Ability) -> Sel | None:
    """「あなたのイベント(キャラ / 《X》のキャラ …)は、色条件を満たさずに手札からプレイできる。」:
    the master's hand cards so described may be played without the colour condition (8.6.2.1.1,
    1.3.1) — the cards, as a selector of the hand; None for another shape (「このカードは…」 is
    ``_no_colour_condition``)."""
    if node.effect is None or node.kind.value != "continuous" or node.trigger is not None:
        return None
    if node.cost or node.labels or node.keyword or len(node.effect.sentences) != 1:
        return None
    steps = node.effect.sentences[0].steps
    if len(steps) != 2 or any(st.condition is not None or st.lead for st in steps):
        return None
    a, b = steps[0].body, steps[1].body
    if not (
        isinstance(a, A.Action)
        and isinstance(b, A.Action)
        and a.verb == "satisfy"
        and a.form is A.Form.WITHOUT
        and b.verb == "play"
        and b.form is A.Form.CAN
        and sh_cond.args_of(b) == {A.Role.SOURCE: A.NounPhrase((A.Zone("hand"),))}
    ):
        return None
    args = sh_cond.args_of(a)
    topic = args.get(A.Role.TOPIC)
    if set(args) != {A.Role.TOPIC, A.Role.OBJECT} or args[A.Role.OBJECT] != A.NounPhrase(
        (A.Word("color_condition"),)
    ):
        return None
    if not isinstance(topic, A.NounPhrase) or topic.terms[:1] != (A.Owner("you"),):
        return None
    target = sel(topic)
    if (
        target.ref is not None
        or target.owner != "you"
        or target.zone not in (None, "hand")
        or target.kind not in ("event", "character", "climax")
        or target.count is not None
    ):
        return None
    return ws_sel(target, zone="hand")


def _permission_first(steps: tuple[A.Step, ...]) -> bool:
    """Do ``steps`` open with 「このカードは、色条件を満たさずに手札からプレイでき(る)」 (a
    permission over the colour condition, 8.6.2.1.1, 1.3.1; 「…でき、」 before further steps)?"""
    if len(steps) < 2 or any(st.condition is not None or st.lead for st in steps[:2]):
        return False
    a, b = steps[0].body, steps[1].body
    return (
        isinstance(a, A.Action)
        and isinstance(b, A.Action)
        and a.verb == "satisfy"
        and a.form is A.Form.WITHOUT
        and sh_cond.args_of(a)
        == {
            A.Role.TOPIC: A.NounPhrase((A.Ref("this_card"),)),
            A.Role.OBJECT: A.NounPhrase((A.Word("color_condition"),)),
        }
        and b.verb == "play"
        and (b.form is A.Form.CAN or (b.form is A.Form.CAN_CONT and len(steps) > 2))
        and sh_cond.args_of(b) == {A.Role.SOURCE: A.NounPhrase((A.Zone("hand"),))}
    )


def _permission_split(node: A.Ability) -> A.Ability | None:
    """A continuous ability or an event whose first sentence opens with the permission over the
    colour condition and goes on (「…なら、このカードは、色条件を満たさずに手札からプレイでき、あな
    たの手札のこのカードのレベルを－1。」, an event's 「このカードは、色条件を満たさずに手札からプレイで
    きる。あなたは…」): the ability without it (None when nothing is left of it), else the
    ability itself (``node``) when it has no such permission."""
    if node.effect is None or node.kind.value not in ("continuous", "event"):
        return node
    sents = node.effect.sentences
    if not sents or not _permission_first(sents[0].steps):
        return node
    if node.kind.value == "event" and len(sents[0].steps) != 2:
        return node
    rest = sents[0].steps[2:]
    left = ((dataclasses.replace(sents[0], steps=rest),) if rest else ()) + sents[1:]
    if not left:
        return None
    if node.kind.value == "event" and node.condition is not None:
        return node
    return dataclasses.replace(node, effect=A.Effect(left))


def _attack_from_back_row(node: A.Ability) -> bool:
    """「このカードはアタックを行うキャラとして選択してよい。そうしたら、このカードはダイレクトアタ
    ックする。」: the card may be chosen as the attacking character where the rules would not
    let it (7.2.1.3.1.1 names the front row; 1.3.1: the card's text wins), and its attack method
    is then replaced by a direct attack (8.10.1, 7.2.1.4)."""
    if node.effect is None or node.kind is not A.AbilityKind.CONTINUOUS or node.trigger:
        return False
    sents = node.effect.sentences
    if len(sents) != 2 or any(len(s.steps) != 1 for s in sents):
        return False
    first, then = sents[0].steps[0], sents[1].steps[0]
    a, b = first.body, then.body
    this = A.NounPhrase((A.Ref("this_card"),))
    chosen_as_attacker = A.NounPhrase(
        (
            A.Relative(
                A.Action(
                    "perform",
                    (A.Arg(A.Role.OBJECT, A.NounPhrase((A.Word("attack"),))),),
                    A.Form.FINAL,
                )
            ),
            A.CardKind("character"),
            A.Word("as"),
            A.Word("choice"),
        ),
        ("", "", ""),
    )
    return (
        isinstance(a, A.Action)
        and isinstance(b, A.Action)
        and first.lead is None
        and first.condition is None
        and then.lead == "if_done"
        and then.condition is None
        and a.verb == "do"
        and a.form is A.Form.OPTIONAL
        and sh_cond.args_of(a) == {A.Role.TOPIC: this, A.Role.NONE: chosen_as_attacker}
        and b.verb == "direct_attack"
        and b.form is A.Form.FINAL
        and sh_cond.args_of(b) == {A.Role.TOPIC: this}
    )


def _ids(terms: tuple[Any, ...]) -> list[tuple[str, Any]]:
    """Terms by kind and id, whatever surface variant they were printed in; 「1枚」 as ("one", 1)."""
    out: list[tuple[str, Any]] = []
    for t in terms:
        if isinstance(t, A.Count):
            one = exact_number(t) == 1
            out.append(("one", 1) if one and t.unit == "card" else ("count", None))
        else:
            out.append((type(t).__name__, getattr(t, "id", None)))
    return out


_MARKERS_UNDER = [("Ref", "this_card"), ("Position", "bottom"), ("CardKind", "marker")]


def _stock_instead(node: A.Ability) -> Op | None:
    """「【永】 あなたが自分のキャラの能力を使う時 / 自分の…のコストを払う時、このカードの下のマー
    カー(1枚)を、ストック(1枚)のかわりに控え室に置いてよい。」: while the master pays a stock cost
    of that scope, each marker under this card may be put into the waiting room in place of one
    stock card (1.3.1 over 8.4.3). Op ``stock_instead``: ``target`` the cards whose cost it is,
    ``stat`` the scope (``ability`` any ability of theirs, ``activated`` their 【起】,
    ``keyword:X`` their 『X』, ``play`` playing the card); None for another ability."""
    if node.effect is None or node.kind.value != "continuous" or len(node.effect.sentences) != 1:
        return None
    steps = node.effect.sentences[0].steps
    if len(steps) != 2 or any(st.condition is not None or st.lead for st in steps):
        return None
    when, put = steps[0].body, steps[1].body
    if not isinstance(when, A.Action) or when.verb != "when" or not isinstance(put, A.Action):
        return None
    if put.verb != "put" or put.form is not A.Form.OPTIONAL:
        raise Unsupported("a replacement at a payment of this shape")
    args = sh_cond.args_of(put)
    obj, instead = args.get(A.Role.OBJECT), args.get(A.Role.IN_PLACE_OF)
    if (
        set(args) != {A.Role.OBJECT, A.Role.IN_PLACE_OF, A.Role.GOAL}
        or args[A.Role.GOAL] != A.NounPhrase((A.Zone("waiting_room"),))
        or not isinstance(obj, A.NounPhrase)
        or _ids(obj.terms) not in (_MARKERS_UNDER, [*_MARKERS_UNDER, ("one", 1)])
        or not isinstance(instead, A.NounPhrase)
        or _ids(instead.terms) not in ([("Zone", "stock")], [("Zone", "stock"), ("one", 1)])
    ):
        raise Unsupported("a replacement at a payment of this shape")
    wa = sh_cond.args_of(when)
    rel = wa.get(A.Role.NONE)
    c = rel.terms[0] if isinstance(rel, A.NounPhrase) and len(rel.terms) == 1 else None
    if set(wa) != {A.Role.NONE} or not isinstance(c, A.Relative):
        raise Unsupported("a replacement at a payment of this shape")
    ca = sh_cond.args_of(c.clause)
    what = ca.get(A.Role.OBJECT)
    if (
        c.clause.form is not A.Form.FINAL
        or c.clause.verb not in ("use", "pay")
        or set(ca) != {A.Role.SUBJECT, A.Role.OBJECT}
        or ca[A.Role.SUBJECT] != A.NounPhrase((A.Owner("you"),))
        or not isinstance(what, A.NounPhrase)
        or len(what.terms) < 2
    ):
        raise Unsupported("a replacement at a payment of this shape")
    terms = list(what.terms)
    if c.clause.verb == "pay":
        if terms[-1] != A.Stat("cost"):
            raise Unsupported("a replacement at a payment of this shape")
        terms.pop()
    last = terms[-1]
    if last == A.CardKind("ability") and c.clause.verb == "use":
        scope = "ability"  # 自分のキャラの能力を使う時
    elif last == A.CardKind("activated_ability"):
        scope = "activated"  # 自分の「X」の【起】のコストを払う時
    elif isinstance(last, A.Quote) and len(last.abilities) == 1 and last.abilities[0].keyword:
        scope = f"keyword:{last.abilities[0].keyword.name}"  # 自分のキャラの『チェンジ』の…
    elif c.clause.verb == "pay" and isinstance(last, A.CardKind):
        scope = "play"  # 自分の手札のイベントのコストを払う時: playing it (8.6.2.3)
        terms.append(last)
    else:
        raise Unsupported("a replacement at a payment of this shape")
    terms.pop()
    if not terms or terms[0] != A.Owner("self"):
        raise Unsupported("a replacement at a payment of this shape")
    whose = sel(A.NounPhrase((A.Owner("you"), *terms[1:]), ("の",) * len(terms[1:])))
    if whose.ref is not None or whose.count is not None:
        raise Unsupported("a replacement at a payment of this shape")
    # 「マーカー1枚を、ストック1枚のかわりに」: one stock card replaced per payment (8.10.2.3);
    # 「マーカーを、ストックのかわりに」: as many as the payment puts
    one = ("one", 1) in _ids(obj.terms) or ("one", 1) in _ids(instead.terms)
    return ws_op("stock_instead", target=whose, stat=scope, n=1 if one else None)


def _deck_construction(node: A.Ability) -> bool:
    """【永】 …デッキに…入れることができる (a deck-construction condition)."""
    if node.kind is not A.AbilityKind.CONTINUOUS or node.effect is None or node.condition:
        return False
    steps = [st.body for sent in node.effect.sentences for st in sent.steps]
    if len(steps) != 1 or not isinstance(steps[0], A.Action):
        return False
    b = steps[0]
    goal = next((a.value for a in b.args if a.role is A.Role.GOAL), None)
    return (
        b.verb == "enter"
        and b.modal == "ことができる"
        and isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 1
        and isinstance(goal.terms[0], A.Zone)
        and goal.terms[0].id == "deck"
    )


def _icon_phrase(args: tuple[A.Arg, ...]) -> tuple[A.Arg, ...]:
    """「(…の)トリガーアイコンが[[choice.gif]]のCX」: the grammar reads 「…トリガーアイコンが」 as a
    subject of its own and 「[[choice.gif]]のCX」 as the next argument; it is one noun phrase, a
    climax described by its trigger icon (2.16) — the words before トリガーアイコン are the card's
    (its owner, its zone). The two arguments are made one, with the role of the second."""
    out: list[A.Arg] = []
    i = 0
    while i < len(args):
        a = args[i]
        b = args[i + 1] if i + 1 < len(args) else None
        if (
            b is not None
            and a.role is A.Role.SUBJECT
            and isinstance(a.value, A.NounPhrase)
            and a.value.terms[-1:] == (A.Word("trigger_icon"),)
            and isinstance(b.value, A.NounPhrase)
            and b.value.terms
            and isinstance(b.value.terms[0], A.Icon)
            and (
                isinstance(b.value.terms[-1], A.CardKind)  # [[X]]のCX, not 「…が[[X]]なら」
                # 「それらのカードのトリガーアイコンが[[gate.gif]]のCX1枚につき」: with its count
                or (
                    b.role is A.Role.PER
                    and len(b.value.terms) > 2
                    and isinstance(b.value.terms[-2], A.CardKind)
                    and isinstance(b.value.terms[-1], A.Count)
                )
            )
        ):
            np = A.NounPhrase(
                a.value.terms[:-1] + b.value.terms,
                a.value.links + b.value.links if len(a.value.terms) > 1 else b.value.links,
            )
            out.append(dataclasses.replace(b, value=np))
            i += 2
            continue
        out.append(a)
        i += 1
    return tuple(out)


def _rewrite(node: Any) -> Any:
    """The ability's AST with ``_icon_phrase`` applied to every clause, nested ones included —
    not inside a quote: a quoted ability is compiled (and printed, and compared by
    ``ability_key``) as it was written."""
    if isinstance(node, tuple):
        return tuple(_rewrite(x) for x in node)
    if not dataclasses.is_dataclass(node) or isinstance(node, (type, A.Quote)):
        return node
    changes = {}
    for f in dataclasses.fields(node):
        if f.name == "span":
            continue
        v = getattr(node, f.name)
        nv = _rewrite(v)
        if isinstance(node, A.Action) and f.name == "args":
            nv = _icon_phrase(nv)
        if nv is not v and nv != v:
            changes[f.name] = nv
    out = dataclasses.replace(node, **changes) if changes else node
    return _slot_position(out) if isinstance(out, A.NounPhrase) else out


# the relations between slots the rules name, each of a slot and of the card in it (3.6.5 前の /
# 後ろの, 3.6.6 正面の), and 隣の (the slots next to it in its row, 3.6.4)
_SLOT_POSITIONS = ("facing", "front", "behind", "adjacent")


def _slot_position(np: A.NounPhrase) -> A.NounPhrase:
    """「このカードのいる枠の正面の枠の…キャラ」: the slot facing the slot this card is in, and the
    card in it, is 「このカードの正面の…キャラ」 — 3.6.5 / 3.6.6 name 前の / 後ろの / 正面の both the slot
    and the card in it, seen from a slot. Read when the phrase opens with 「Xのいる枠の(position)
    の枠」; else as written."""
    t, links = np.terms, np.links
    if (
        len(t) >= 4
        and t[0] == A.Ref("this_card")
        and isinstance(t[1], A.Position)
        and t[1].id in _SLOT_POSITIONS
        and t[2] == A.Zone("slot")
        and tuple(links[:3]) == ("の", "の", "の")
        and isinstance(t[3], (A.Owner, A.Trait, A.CardKind, A.Name, A.Ref))
    ):
        # 「このカードの隣の枠のあなたの…キャラ」: the cards in that slot, as 「このカードの隣の…」
        # (a phrase ending with the slot, a destination, stays as written)
        return A.NounPhrase((t[0], t[1], *t[3:]), (links[0], *links[2:]))
    if len(t) < 4 or not isinstance(t[0], A.Relative):
        return np
    clause = t[0].clause
    if not (
        isinstance(clause, A.Action)
        and clause.verb == "exist"
        and clause.form is A.Form.FINAL
        and len(clause.args) == 1
        and clause.args[0].role in (A.Role.SUBJECT_NO, A.Role.SUBJECT)
        and isinstance(clause.args[0].value, A.NounPhrase)
    ):
        return np
    if not (
        isinstance(t[1], A.Zone)
        and t[1].id == "slot"
        and isinstance(t[2], A.Position)
        and t[2].id in _SLOT_POSITIONS
        and isinstance(t[3], A.Zone)
        and t[3].id == "slot"
        and tuple(links[1:4]) == ("の", "の", "の")
    ):
        return np
    # links[i] joins terms i and i + 1: 「X」「の」「(position)」「の」 and what follows as it was
    who = clause.args[0].value
    return A.NounPhrase((*who.terms, t[2], *t[4:]), (*who.links, "の", *links[3:]))


def _x_in_conditions(
    effect: A.Effect, cond: Cond | None, steps: tuple[Op, ...]
) -> tuple[Cond | None, tuple[Op, ...]]:
    """「あなたの思い出がＸ枚以上なら、…。Ｘはこのカードのレベルに等しい。」: a condition comparing
    with Ｘ takes the ability's 「Ｘは…に等しい」, worked out when the condition is read."""

    def sub(c: Cond | None, x: XDef | None) -> Cond | None:
        if c is None:
            return None
        parts = tuple(sub(p, x) for p in c.parts)
        if cond_x(c) is X_IN_CONDITION:
            if x is None:
                raise Unsupported("Ｘ in a condition with no 「Ｘは…に等しい」")
            return with_cond(dataclasses.replace(c, parts=parts), x=x)  # type: ignore[arg-type]
        return dataclasses.replace(c, parts=parts) if parts != c.parts else c

    if not any(
        cond_x(c) is X_IN_CONDITION for c in _flat(cond) + [d for s in steps for d in _flat(s.cond)]
    ):
        return cond, steps
    xs = [d for se in split_quote_x(effect.sentences) if (d := x_definition(se)) is not None]
    x = xs[0] if len(xs) == 1 else None
    return sub(cond, x), tuple(
        dataclasses.replace(s, cond=sub(s.cond, x)) if s.cond is not None else s for s in steps
    )


def _void_while(node: A.Ability) -> tuple[A.Ability, A.Action] | None:
    """「…。この能力は、<状態>間は無効。」: the ability's last sentence says it is void while a state
    holds (8.3.2 「何らかの効果の一部あるいは全部が特定の条件下で無効であると表記されている場合、
    その条件下で、その部分は能力としては存在しますが、効果が発生することはありません」). Returns the
    ability without that sentence and the state's clause; None when it has no such sentence."""
    if node.effect is None or len(node.effect.sentences) < 2:
        return None
    last = node.effect.sentences[-1]
    if len(last.steps) != 1:
        return None
    st = last.steps[0]
    b = st.body
    if (
        st.lead is not None
        or st.condition is not None
        or not isinstance(b, A.Action)
        or b.verb != "be"
        or b.form is not A.Form.NOMINAL
        or len(b.args) != 3
    ):
        return None
    this, during, pred = b.args
    rel = during.value.terms[0] if isinstance(during.value, A.NounPhrase) else None
    if not (
        this.role is A.Role.TOPIC
        and this.value == A.NounPhrase((A.Ref("this_ability"),))
        and during.role is A.Role.TOPIC
        and isinstance(during.value, A.NounPhrase)
        and len(during.value.terms) == 2
        and isinstance(rel, A.Relative)
        and during.value.terms[1] == A.Word("while")
        and pred.role is A.Role.PREDICATE
        and pred.value == A.NounPhrase((A.Word("invalid"),))
    ):
        return None
    effect = dataclasses.replace(node.effect, sentences=node.effect.sentences[:-1])
    return dataclasses.replace(node, effect=effect), rel.clause


# what 「…は無効」 / 「…のみ有効」 may say is void or valid: this ability, this effect, this
# ability's effect (「この能力は」 / 「この効果は」 / 「この能力の効果は」; 8.3.2 / 8.3.3 「効果の一部
# あるいは全部」 — the whole effect the ability makes)
_SELF_VALIDITY = (
    A.NounPhrase((A.Ref("this_ability"),)),
    A.NounPhrase((A.Ref("this"), A.CardKind("effect")), ("",)),
    A.NounPhrase((A.Ref("this_ability"), A.CardKind("effect")), ("の",)),
)


_VALID_ONLY = (A.Word("only_that"), A.Word("valid"))


def _valid_only_when(steps: list[A.Step]) -> list[A.Step]:
    """「この能力は、Xの時のみ有効」 / 「この効果は、…がいる時のみ有効」 (8.3.3): valid only while X
    holds, as 「…の場合のみ有効」 is — the condition (marker ``toki`` after a clause, ``no_toki``
    after a noun phrase: 「2以上の時」) on the step 「のみ有効」. The grammar reads 「…の時」 as the
    noun 時 closing the predicate, and a clause's 「…時」 as a moment followed by a step 「のみ
    有効」 (the shapes VS's compiler reads as they are): both are given the shape 「…の場合のみ
    有効」 has. Any other steps as they are."""
    only = A.NounPhrase(_VALID_ONLY, ("",))
    if len(steps) == 1 and steps[0].condition is None and steps[0].lead is None:
        b = steps[0].body
        pred = next((a for a in getattr(b, "args", ()) if a.role is A.Role.PREDICATE), None)
        if (
            isinstance(b, A.Action)
            and b.verb == "be"
            and b.form is A.Form.NOMINAL
            and pred is not None
            and isinstance(pred.value, A.NounPhrase)
            and len(pred.value.terms) >= 4
            and pred.value.terms[-3:] == (A.Unknown("時"), *_VALID_ONLY)
            and pred.value.links[-3:] == ("の", "", "")
        ):
            np = pred.value
            rest = A.NounPhrase(np.terms[:-3], np.links[:-3], np.span)
            clause = dataclasses.replace(
                b,
                args=tuple(dataclasses.replace(a, value=rest) if a is pred else a for a in b.args),
            )
            body = A.Action("be", (A.Arg(A.Role.PREDICATE, only),), A.Form.NOMINAL)
            cond = A.Condition(clause, "no_toki", False, steps[0].span)
            return [dataclasses.replace(steps[0], body=body, condition=cond)]
    if len(steps) == 2 and all(st.condition is None and st.lead is None for st in steps):
        first, second = steps[0].body, steps[1].body
        if (
            isinstance(first, A.Action)
            and first.verb == "when"
            and len(first.args) == 1
            and isinstance(first.args[0].value, A.NounPhrase)
            and len(first.args[0].value.terms) == 1
            and isinstance(first.args[0].value.terms[0], A.Relative)
            and not steps[0].pause
            and isinstance(second, A.Action)
            and second.verb == "be"
            and second.form is A.Form.NOMINAL
            and len(second.args) == 1
            and second.args[0].role is A.Role.PREDICATE
            and second.args[0].value == only
        ):
            clause = first.args[0].value.terms[0].clause
            cond = A.Condition(clause, "toki", False, steps[0].span)
            span = A.Span(steps[0].span.start, steps[1].span.end)
            return [dataclasses.replace(steps[1], condition=cond, span=span)]
    return steps


def _validity_under(node: A.Ability) -> tuple[A.Ability, A.Action, bool] | None:
    """The ability's last sentence saying its effect is void under a condition (「…。Xなら、この
    効果は無効。」 / 「…この能力の効果は無効。」 / 「…この能力は無効。」, 8.3.2 「何らかの効果の一部
    あるいは全部が特定の条件下で無効であると表記されている場合、その条件下で、その部分は能力として
    は存在しますが、効果が発生することはありません」) or valid only under one (「…。この能力はXの
    場合のみ有効。」 / 「…時のみ有効。」, 8.3.3 「…有効であると表記されている場合、その条件が満たされて
    いない状態では、その部分は無効です」). Returns the ability without that sentence, the condition's
    clause and True for valid only under it (False: void under it); None for any other shape."""
    if node.effect is None or len(node.effect.sentences) < 2:
        return None
    last = node.effect.sentences[-1]
    last = dataclasses.replace(last, steps=tuple(_valid_only_when(list(last.steps))))
    if len(last.steps) != 1:
        return None
    st = last.steps[0]
    b, c = st.body, st.condition
    if (
        st.lead is not None
        or c is None
        or not isinstance(c.clause, A.Action)
        or not isinstance(b, A.Action)
        or b.verb != "be"
        or b.form is not A.Form.NOMINAL
        or b.modal is not None
        or b.more
    ):
        return None
    roles = {a.role: a.value for a in b.args}
    effect = dataclasses.replace(node.effect, sentences=node.effect.sentences[:-1])
    bare = dataclasses.replace(node, effect=effect)
    if (
        c.marker == "nara"
        and len(b.args) == 2
        and roles.get(A.Role.TOPIC) in _SELF_VALIDITY
        and roles.get(A.Role.PREDICATE) == A.NounPhrase((A.Word("invalid"),))
    ):
        return bare, c.clause, False
    only = A.NounPhrase((A.Word("only_that"), A.Word("valid")), ("",))
    topic = [a for a in c.clause.args if a.role is A.Role.TOPIC]
    if (
        c.marker in ("no_baai", "baai", "toki", "no_toki")
        and len(b.args) == 1
        and roles.get(A.Role.PREDICATE) == only
        and len(topic) == 1
        and topic[0].value in _SELF_VALIDITY
    ):
        clause = dataclasses.replace(
            c.clause, args=tuple(a for a in c.clause.args if a is not topic[0])
        )
        return bare, clause, True
    return None


def _capped(node: A.Ability) -> tuple[A.Ability, str, int] | None:
    """「…につき、…を＋N。ただし、この効果で<値>は＋Mまでしか上がらない。」: the ability's last
    sentence, a proviso (ただし), caps the change the sentence before makes. Returns the ability
    without it, the value and the cap; None when it has no such sentence."""
    if node.effect is None or len(node.effect.sentences) < 2:
        return None
    last = node.effect.sentences[-1]
    if len(last.steps) != 1:
        return None
    st = last.steps[0]
    b = st.body
    if (
        st.lead != "proviso"
        or st.condition is not None
        or not isinstance(b, A.Action)
        or b.verb != "rise"
        or b.form is not A.Form.NEGATIVE
    ):
        return None
    args = {a.role: a.value for a in b.args}
    if set(args) != {A.Role.MEANS, A.Role.TOPIC, A.Role.ONLY} or args[A.Role.MEANS] != THIS_EFFECT:
        return None
    topic, only = args[A.Role.TOPIC], args[A.Role.ONLY]
    if not (
        isinstance(topic, A.NounPhrase)
        and len(topic.terms) == 1
        and isinstance(topic.terms[0], A.Stat)
        and isinstance(only, A.NounPhrase)
        and len(only.terms) == 1
        and isinstance(only.terms[0], A.Amount)
        and only.terms[0].sign == "+"
    ):
        return None
    n = only.terms[0].number.value
    if n is None:  # a variable (＋Xまで)
        return None
    effect = dataclasses.replace(node.effect, sentences=node.effect.sentences[:-1])
    return dataclasses.replace(node, effect=effect), topic.terms[0].id, n


def _recipient_before_condition(node: A.Ability) -> A.Ability:
    """「他のあなたの《犬》のキャラすべてに、相手の手札が4枚以下なら、パワーを＋1000。」: the recipient
    of the one step printed before the ability's condition (the grammar hangs 「…に、」 on the
    condition's clause, where it names nothing) — the same ability as 「相手の手札が4枚以下なら、他
    のあなたの《犬》のキャラすべてに、パワーを＋1000。」. Only for a change of a value or a gift
    (「…を与える」) with no recipient of its own; any other node as it is."""
    c, eff = node.condition, node.effect
    if c is None or eff is None or not isinstance(c.clause, A.Action) or not c.clause.args:
        return node
    first = c.clause.args[0]
    if first.role is not A.Role.GOAL or not first.pause or len(c.clause.args) < 2:
        return node
    # the cards the step gives to (「…のキャラすべてに、」), in a nominal comparison (「相手の手札
    # が4枚以下なら」) — not the place of an existence (「あなたのレベル置場に、「A」があるなら」)
    np = first.value
    kinds = [t for t in getattr(np, "terms", ()) if isinstance(t, A.CardKind)]
    if (
        c.clause.verb != "be"
        or c.clause.form is not A.Form.NOMINAL
        or not isinstance(np, A.NounPhrase)
        or not kinds
        or any(isinstance(t, A.Zone) for t in np.terms[np.terms.index(kinds[-1]) :])
        # 「そのキャラのパワーが4000以上なら」: a condition on each of them (read per target)
        or any(
            isinstance(t, A.Ref) for a in c.clause.args[1:] for t in getattr(a.value, "terms", ())
        )
    ):
        return node
    if len(eff.sentences) != 1 or len(eff.sentences[0].steps) != 1:
        return node
    st = eff.sentences[0].steps[0]
    b = st.body
    if (
        not isinstance(b, A.Action)
        or b.verb not in ("stat_change", "give")
        or any(a.role is A.Role.GOAL for a in b.args)
        or st.condition is not None
    ):
        return node
    clause = dataclasses.replace(c.clause, args=c.clause.args[1:])
    step = dataclasses.replace(st, body=dataclasses.replace(b, args=(first, *b.args)))
    sent = dataclasses.replace(eff.sentences[0], steps=(step,))
    return dataclasses.replace(
        node,
        condition=dataclasses.replace(c, clause=clause),
        effect=dataclasses.replace(eff, sentences=(sent,)),
    )


def _performer_before_condition(node: A.Ability) -> A.Ability:
    """「相手は自分の手札が4枚以上なら、自分の手札を1枚選び、控え室に置く。」: the player named as the
    topic before the ability's condition (the grammar hangs 「相手は」 on the condition's clause)
    is who does the sentence after it (8.6.5: the text names who does it), and 「自分」 in the
    condition is that player (as 「自分」 in the step is) — the same ability as 「相手の手札が4枚
    以上なら、相手は自分の手札を1枚選び、控え室に置く。」. Only when the condition's clause is a
    nominal one with that topic first and the first step names no doer of its own; any other
    node as it is."""
    c, eff = node.condition, node.effect
    if c is None or eff is None or not isinstance(c.clause, A.Action) or len(c.clause.args) < 2:
        return node
    topic = c.clause.args[0]
    np = topic.value
    if (
        topic.role is not A.Role.TOPIC
        or c.clause.verb != "be"
        or c.clause.form is not A.Form.NOMINAL
        or not isinstance(np, A.NounPhrase)
        or len(np.terms) != 1
        or not isinstance(np.terms[0], A.Owner)
        or np.terms[0].who not in ("you", "opponent")
    ):
        return node
    st = eff.sentences[0].steps[0]
    b = st.body
    if not isinstance(b, A.Action) or any(a.role in (A.Role.SUBJECT, A.Role.TOPIC) for a in b.args):
        return node
    who = np.terms[0]

    def theirs(a: A.Arg) -> A.Arg:
        v = a.value
        if isinstance(v, A.NounPhrase) and A.Owner("self") in v.terms:
            terms = tuple(who if t == A.Owner("self") else t for t in v.terms)
            return dataclasses.replace(a, value=dataclasses.replace(v, terms=terms))
        return a

    clause = dataclasses.replace(c.clause, args=tuple(theirs(a) for a in c.clause.args[1:]))
    step = dataclasses.replace(st, body=dataclasses.replace(b, args=(topic, *b.args)))
    sent = eff.sentences[0]
    sent = dataclasses.replace(sent, steps=(step, *sent.steps[1:]))
    return dataclasses.replace(
        node,
        condition=dataclasses.replace(c, clause=clause),
        effect=dataclasses.replace(eff, sentences=(sent, *eff.sentences[1:])),
    )


def _markers_of_condition(c: A.Condition | None) -> A.NounPhrase | None:
    """The markers a condition names under a card (3.7.1): 「このカードの下に(表向きの)マーカーが
    あるなら」 (the place and the markers, read as one noun 「このカードの下の(表向きの)マーカー」) or
    「このカードの下のマーカーが3枚以上なら」; None for a condition of another shape."""
    if c is None or not isinstance(c.clause, A.Action):
        return None
    cl = c.clause
    args = {a.role: a.value for a in cl.args}
    if len(args) != len(cl.args) or cl.modal is not None or cl.more:
        return None
    subj = args.get(A.Role.SUBJECT)
    if (
        not isinstance(subj, A.NounPhrase)
        or subj.terms[-1] != A.CardKind("marker")
        or any(isinstance(t, A.Ref) and t.id not in ("this_card",) for t in subj.terms)
        or any(isinstance(t, (A.Count, A.Number)) for t in subj.terms)
    ):
        return None
    if (
        cl.verb == "exist_thing"
        and cl.form is A.Form.FINAL
        and set(args)
        == {
            A.Role.GOAL,
            A.Role.SUBJECT,
        }
    ):
        goal = args[A.Role.GOAL]
        if (
            not isinstance(goal, A.NounPhrase)
            or goal.terms[-1] != A.Position("bottom")
            or len(goal.links) != len(goal.terms) - 1
            or len(subj.links) != len(subj.terms) - 1
        ):
            return None
        return A.NounPhrase((*goal.terms, *subj.terms), (*goal.links, "の", *subj.links))
    if (
        cl.verb == "be"
        and cl.form is A.Form.NOMINAL
        and set(args) == {A.Role.SUBJECT, A.Role.PREDICATE}
        and A.Position("bottom") in subj.terms
    ):
        return subj
    return None


def _that_marker_named(node: A.Ability) -> A.Ability:
    """「このカードの下にマーカーがあるなら、あなたはそのマーカーをすべて控え室に置き」 / 「…の下のマー
    カーが3枚以上なら、…そのマーカーを3枚選び」: 「そのマーカー」 in the effect names the markers the
    ability's condition named (3.7.1) — the same ability as with 「このカードの下のマーカー」 said in
    the step. Only when the condition names markers under a card; any other node as it is."""
    markers = _markers_of_condition(node.condition)
    if markers is None or node.effect is None:
        return node
    that = A.NounPhrase((A.Ref("that"), A.CardKind("marker")), ("",))

    def sub(x: Any) -> Any:
        if x == that:
            return markers
        if isinstance(x, tuple):
            return tuple(sub(y) for y in x)
        if dataclasses.is_dataclass(x) and not isinstance(x, type):
            changes = {
                f.name: sub(getattr(x, f.name)) for f in dataclasses.fields(x) if f.name != "span"
            }
            return dataclasses.replace(x, **changes)
        return x

    if not _holds(node.effect, that):
        return node
    return dataclasses.replace(node, effect=sub(node.effect))


_ATTACK_VERBS = ("attack", "front_attack", "side_attack", "direct_attack")
_ATTACK_METHODS = ("front_attack", "side_attack", "direct_attack")


def _that_attack_method(node: A.Ability) -> A.Ability:
    """「このカードがアタックした時、そのアタックがサイドアタックなら」: 「そのアタック」 is the attack
    the trigger names, made by the card it names (7.2.1.5: the attacking character) — the condition
    「このカードがサイドアタックしているなら」 (the method of the attack, 7.2.1.4), of 「そのキャラ」
    when the trigger names another card. Any other node as it is."""
    c, t = node.condition, node.trigger
    if c is None or t is None or not isinstance(c.clause, A.Action):
        return node
    cl = c.clause
    if (
        cl.verb not in _ATTACK_METHODS
        or cl.form is not A.Form.STEM
        or cl.modal is not None
        or cl.more
        or [(a.role, a.value) for a in cl.args]
        != [(A.Role.SUBJECT, A.NounPhrase((A.Ref("that_attack"),)))]
    ):
        return node
    ev = t.event
    rel = (
        ev.args[0].value.terms[0]
        if isinstance(ev, A.Action)
        and ev.verb == "when"
        and len(ev.args) == 1
        and isinstance(ev.args[0].value, A.NounPhrase)
        and len(ev.args[0].value.terms) == 1
        else None
    )
    made = rel.clause if isinstance(rel, A.Relative) else None
    if not (
        isinstance(made, A.Action)
        and made.verb in _ATTACK_VERBS
        and made.form is A.Form.PAST
        and [a.role for a in made.args] == [A.Role.SUBJECT]
    ):
        return node
    attacker = made.args[0].value
    who = (
        attacker
        if attacker == A.NounPhrase((A.Ref("this_card"),))
        else A.NounPhrase((A.Ref("that_character"),))
    )
    clause = dataclasses.replace(cl, args=(A.Arg(A.Role.SUBJECT, who),), form=A.Form.PROGRESSIVE)
    return dataclasses.replace(node, condition=dataclasses.replace(c, clause=clause))


def _put_under_the_character_just_chosen(steps: tuple[Op, ...]) -> tuple[Op, ...]:
    """「…を公開する。そのカードがキャラなら、自分のキャラを1枚選び、そのキャラの下にマーカーとして
    置く」: the cards put under 「そのキャラ」 (the character on the stage this effect chose,
    ``under_chosen_on_stage``) are unsaid — and a card does not go under itself (a marker is
    under a card on a slot, 3.7.1), so when the choice just made was of characters on the stage
    the cards put are the ones the effect dealt with before that choice: the cards it revealed
    (``revealed_by_effect``, 4.9.1). Other cards dealt with before it (chosen, looked at) the
    runtime does not keep apart from the choice made after them: refused."""
    out = list(steps)
    for i, op in enumerate(out):
        if not (
            op.verb == "move"
            and op.dest == "under_chosen_on_stage"
            and op.target is not None
            and op.target.ref == "chosen"
        ):
            continue
        chose = [j for j in range(i) if out[j].verb == "choose"]
        if not chose:
            continue
        last = out[chose[-1]].target
        if last is None or "stage" not in last.zones:
            continue  # 「控え室のキャラを1枚選び、そのキャラの下に」: the cards just chosen go
        before = [s for s in out[: chose[-1]] if s.verb in ("reveal_top", "choose", "look")]
        if not before or before[-1].verb != "reveal_top":
            raise Unsupported(
                "cards put under the character just chosen, of cards dealt with before"
            )
        out[i] = with_op(op, target=Sel(ref="revealed_by_effect"))
    return tuple(out)


def compile_ability(node: A.Ability) -> Program:
    """Compile one ability (the keyword abilities the rules define are handled by name)."""
    from grammar.ast import unparsed

    if unparsed(node):
        raise Unsupported("text the grammar could not type")
    from ruling.cardtext.abilities import event_in_period

    # 「…時、それが相手のターン中なら」: the event's turn is the turn the ability resolves in
    # (6.8.1.5: a turn ends only when no automatic ability is left to play), as 「相手のターン中
    # なら」
    node = event_in_period(node)
    node = _recipient_before_condition(node)
    node = _performer_before_condition(node)
    node = _that_marker_named(node)
    node = _that_attack_method(node)
    capped = _capped(node)
    if capped is not None:
        # 「ただし、この効果でソウルは＋2までしか上がらない」: the change the sentence before makes
        # (one of that value, by a count: 「…1枚につき」) adds at most that much — the text's own
        # limit on its effect; read on a continuous ability's change
        inner = compile_ability(capped[0])
        ops = [op for op in inner.steps if op.verb == "stat" and op.stat == capped[1]]
        if (
            inner.kind != "continuous"
            or len(ops) != 1
            or len(inner.steps) != 1
            or ops[0].amount <= 0
            or (ops[0].per is None and op_ext(ops[0], "per_traits") is None)
        ):
            raise Unsupported("a cap on a change of this kind")
        return dataclasses.replace(inner, steps=(with_op(ops[0], cap=capped[2]),))
    from ruling.cardtext.abilities import proviso_floor

    floored = proviso_floor(node)
    if floored is not None:
        # 「…ソウルを－1。ただし、この効果でソウルは0以下にならない。」: the text's own bound on the
        # change the sentences before make — applied with the change, in its order (8.9.1.5)
        inner = compile_ability(floored[0])
        ops = [op for op in inner.steps if op.verb == "stat" and op.stat == floored[1]]
        if not ops or any(op.amount >= 0 or op.set_to for op in ops):
            raise Unsupported("a floor on a change of this kind")
        return dataclasses.replace(
            inner,
            steps=tuple(with_op(op, floor=floored[2]) if op in ops else op for op in inner.steps),
        )
    under = _validity_under(node)
    if under is not None:
        # 「…。Xなら、この効果は無効。」 (8.3.2): the ability exists and makes no effect while X
        # holds; 「…。この能力はXの場合のみ有効。」 (8.3.3): it makes none while X does not — read
        # where the effect is (a continuous ability's while it applies, an automatic one's when it
        # resolves: ``program._run_program``), the void state cited 8.3.2 (``void_while``)
        if node.kind not in (A.AbilityKind.CONTINUOUS, A.AbilityKind.AUTO):
            raise Unsupported("an ability of this kind void or valid under a condition")
        inner = compile_ability(under[0])
        if prog_ext(inner, "notes") or prog_ext(inner, "void_while"):
            raise Unsupported("an ability of this kind void or valid under a condition")
        if inner.kind == "auto" and (
            under[2]
            and inner.cost
            or any(op.verb == "pay" for op in inner.steps)
            or any(op.verb == "pay_cost" for op in inner.steps[1:])
        ):
            # a cost offered elsewhere than by its first step 「コストを払ってよい」 (whose offer
            # under the void state is the point void_effect_cost_offer, ``program._run_program``)
            raise Unsupported("an automatic ability with a cost void or valid under a condition")
        state = condition(A.Condition(under[1]))
        part = state if under[2] else Cond("not", parts=(state,))
        both = part if inner.cond is None else Cond("and", parts=(inner.cond, part))
        return with_program(inner, cond=both, void_while=not under[2], valid_while=under[2])
    void = _void_while(node)
    if void is not None:
        # 「この能力は、このカードが後列にいる間は無効。」 (8.3.2): the ability exists and makes no
        # effect while the state holds — a continuous one applies only while it does not hold
        # (``void_while``: the unmet state is cited 8.3.2, ``continuous.unmet_clauses``); of
        # another kind (its triggering, its play) the engine does not read it
        if node.kind is not A.AbilityKind.CONTINUOUS:
            raise Unsupported("an automatic or activated ability void under a condition")
        inner = compile_ability(void[0])
        if inner.kind != "continuous" or prog_ext(inner, "notes"):
            raise Unsupported("a continuous ability of this kind void under a condition")
        state = condition(A.Condition(void[1]))
        off = Cond("not", parts=(state,))
        both = off if inner.cond is None else Cond("and", parts=(inner.cond, off))
        return with_program(inner, cond=both, void_while=True)
    from ruling.cardtext.abilities import (
        coordinated_zones,
        counted_condition,
        gapped_steps,
        keyword_kind,
        means_carried,
        moved_place_carried,
        restated_instead,
        state_while,
        time_carried,
        topic_carried,
        use_requirement,
    )
    from ruling.cardtext.conditions import elided_counts

    use_req: Cond | None = None
    need = use_requirement(node)
    if need is not None:
        # (before the topic is carried onto the steps) 「この能力は、あなたのレベルが2以上の時に使える」 / 「…クライマックスフェイズには使え
        # ない」: when the ability may be played, a restriction its text adds (1.3.1; read at its
        # play, ``playing.use_requirement_unmet``)
        node = need[0]
        use_req = condition(need[1])
        if need[2]:
            use_req = Cond("not", parts=(use_req,))
    # 「『大活躍』を得る」: a keyword quoted without its kind's mark has the keyword's kind
    node = keyword_kind(node)
    if (
        node.kind is A.AbilityKind.KEYWORD
        and node.keyword is not None
        and node.keyword.kind == "activated"
        and node.labels
        and all(lab.kind == "counter" for lab in node.labels)
    ):
        # 「【カウンター】 助太刀2500 レベル2 ［…］」 printed without 【起】: 助太刀 is an activated
        # ability (10.5.1) and the counter icon says when it is played (2.8.2) — the ability as
        # printed 「【起】【カウンター】 助太刀…」
        node = dataclasses.replace(node, kind=A.AbilityKind.ACTIVATED)

    # 「…が3枚以上なら…、2枚以下なら…」: a step's condition with its subject unsaid counts what
    # the step condition before it counted (the shared reading every other game's compile runs).
    # Not from the ability's condition (「…が5枚以上なら、A。4枚以下なら、B」 read with the first
    # as the whole ability's would never do B): such a step stays refused
    node = counted_condition(topic_carried(time_carried(state_while(means_carried(node)))))
    node = dataclasses.replace(
        elided_counts(dataclasses.replace(node, condition=None)), condition=node.condition
    )
    node = _per_target_condition(
        _rewrite(restated_instead(moved_place_carried(gapped_steps(coordinated_zones(node)))))
    )
    if node.keyword_first:
        raise Unsupported("a keyword printed before the colon")
    counter = combo = icon = False
    lim: int | None = None
    lim_use = main_only = False
    zones: list[str] = []
    node, trailing = _limit_sentences(node)
    for sent in (*node.preamble, *trailing):
        lim, lim_use, main_only = _preamble_limit(sent)
    link = link_name(node)
    for lab in node.labels:
        if lab.kind == "counter":
            counter = True
        elif lab.kind == "combo":
            combo = True
        elif lab.kind == "limit" and lab.keyword is not None and lim is None:
            times = lab.keyword.arg("times")
            if not isinstance(times, A.Number) or times.value is None:
                raise Unsupported(f"the label 【{lab.name}】")
            lim, icon = times.value, True
        elif lab.kind == "zone" and lab.name in ZONE_LABELS:
            zones.append(ZONE_LABELS[lab.name])
        elif link is not None and lab.keyword is not None and lab.keyword.name == "リンク":
            pass
        else:
            raise Unsupported(f"the label 【{lab.name}】")
    kind = node.kind.value
    if main_only and (kind != "activated" or counter):
        # only an activated ability without the counter icon is played in the main phase and
        # nowhere else (6.5.1.2.3, 7.4.1.2.1): on another the moment would be a restriction
        raise Unsupported("a use in the main phase on an ability of this kind")
    if link is not None:
        # 『【リンク】 (名称)』 (10.17.2): a continuous ability with a name and no effect of its own
        # (10.17.4); other abilities and effects read it (『(名称)』を持つ, 10.17.4.1)
        if kind != "continuous" or node.keyword is not None or node.cost or node.condition:
            raise Unsupported("リンク with further text")
        return ws_program(kind, keyword="リンク", params=(link,))
    node = _one_keyword(node)
    kw = node.keyword.name if node.keyword else None
    params = node.keyword.params if node.keyword else ()
    if kind not in ("auto", "activated", "continuous", "event"):
        raise Unsupported(f"an ability of kind {kind}")
    # 経験 / 記憶 / 集中 (10.9, 10.10, 10.7) only name a kind of ability: 「この語自身は能力ではなく、効果上の
    # 意味はありません」; the text after them is the ability
    if kw is not None and kw not in (*ABILITY_KEYWORDS, *LABEL_KEYWORDS):
        raise Unsupported(f"the keyword {kw}")
    if kw == "合体":
        return _combine(node, node.cost)
    cost = cost_items(node.cost) if node.cost is not None else ()
    if kw == "シフト":
        # 10.11.2 『シフト レベル（数値）』: at the start of your main phase, if this card is in your
        # clock and your level is (数値) or more, you may swap it with a card of its colour in
        # your hand; the ability works in the clock (2.12.2.3)
        if node.effect is not None or node.trigger is not None or node.condition or cost:
            raise Unsupported("シフト with further text")
        lv = params[0] if len(params) == 1 else None
        if not isinstance(lv, A.StatFilter) or lv.value.value is None or kind != "auto":
            raise Unsupported("シフト of another shape")
        return ws_program(
            kind,
            trigger=Trig("timing", phase="main", point="start", owner="you"),
            keyword=kw,
            params=(lv.value.value,),
            active_in=("clock",),
        )
    if kw == "分離":
        # 10.16.2 『分離 / (カード名) [(コスト)]』: at the end of the attack of this card
        if node.effect is not None or node.trigger is not None or node.condition is not None:
            raise Unsupported("分離 with further text")
        name = params[0] if len(params) == 1 else None
        if not isinstance(name, A.Name) or kind != "auto":
            raise Unsupported("分離 of another shape")
        return ws_program(
            kind,
            trigger=Trig("attack_end", subject=Sel(ref="this")),
            cost=cost,
            keyword=kw,
            params=(name.text,),
        )
    if kw == "大活躍":  # 10.6.2: a replacement of the attack method, applied by the attack
        if kind != "continuous":
            raise Unsupported("大活躍 that is not a continuous ability")
        if node.trigger is not None or cost:
            raise Unsupported("大活躍 with further text")
        if node.effect is None and node.condition is None:
            return ws_program(kind, keyword=kw)
        # 「【永】 大活躍 このカードが前列の中央の枠にいるなら、…」: the keyword and a continuous
        # ability of its own printed after it (8.1.1.3) — the rest is read as that ability, and
        # the program keeps the keyword for the attack (10.6.2, ``keywords``)
        if node.effect is None or node.labels or node.preamble:
            raise Unsupported("大活躍 with further text")
        rest = compile_ability(dataclasses.replace(node, keyword=None))
        if rest.kind != "continuous" or rest.keyword or not rest.steps:
            raise Unsupported("大活躍 with further text")
        return with_program(rest, keyword=kw)
    if kw in ("アンコール", "絆", "助太刀"):
        if node.effect is not None or node.trigger is not None or node.condition is not None:
            raise Unsupported(f"{kw} with further text")
        return ws_program(kind, cost=cost, keyword=kw, params=params, counter=counter)
    node = _this_effect_play_restriction(node)
    rules = _event_play_rules(node)
    if rules is not None:
        # an event's 「このカードは、…なら、手札からプレイできない。」 (and 「色条件を満たさずに手札から
        # プレイできる。」) before its effect: read when it is played (2.12.2.3); the effect after
        restrict, permits, after = rules
        prog = compile_ability(after) if after is not None else ws_program("event")
        return with_program(prog, restrict=restrict, permits=permits)
    restriction = _play_restriction(node)
    if restriction is not None:
        # このカードは、…なら、手札からプレイできない: a condition on playing this card from the hand,
        # in force while it is there (2.12.2.3)
        return ws_program(
            "continuous",
            steps=(ws_op("prohibit", target=Sel(ref="this"), stat="play_from_hand"),),
            cond=restriction,
            notes=("play_restriction",),
            active_in=("hand",),
        )
    group = _group_colour_permission(node)
    if group is not None:
        # 「あなたのイベントは、色条件を満たさずに手札からプレイできる」: read when such a card is
        # played from the hand (``playing.group_play_permission``), while this card's text is in
        # force (on the stage, 2.12.2.1) and its condition holds
        return ws_program(
            "continuous",
            steps=(ws_op("permit", target=group, stat="no_colour_condition"),),
            cond=condition(node.condition) if node.condition is not None else None,
            notes=("play_permission_group",),
        )
    if _no_colour_condition(node):
        # このカードは、色条件を満たさずに手札からプレイできる: read when it is played from the hand,
        # where it works (2.12.2.3)
        return ws_program(
            "continuous",
            steps=(ws_op("permit", target=Sel(ref="this"), stat="no_colour_condition"),),
            notes=("play_permission",),
            active_in=("hand",),
        )
    rest = _permission_split(node)
    if rest is not node:
        # the permission and what follows it: the permission read when the card is played from
        # the hand (2.12.2.3) under the ability's condition (``play_permission``); the rest as
        # printed, under the same condition
        if rest is None:
            return ws_program(
                "continuous",
                steps=(ws_op("permit", target=Sel(ref="this"), stat="no_colour_condition"),),
                cond=condition(node.condition) if node.condition is not None else None,
                notes=("play_permission",),
                active_in=("hand",),
            )
        prog = compile_ability(rest)
        return with_program(prog, permits=(*prog_ext(prog, "permits"), "no_colour_condition"))
    instead = _stock_instead(node)
    if instead is not None:
        # read when the master pays a stock cost (``_ws.costs.stock_substitutes``), under the
        # ability's condition, where this card's text is in force (on the stage, 2.12.2.1)
        return ws_program(
            "continuous",
            steps=(instead,),
            cond=condition(node.condition) if node.condition is not None else None,
            notes=("stock_instead",),
        )
    if _attack_from_back_row(node):
        # read when the attacking character is chosen (``_ws.attack``), under the ability's
        # condition (「後列に【スタンド】しているこのカードがいるなら」)
        return ws_program(
            "continuous",
            steps=(ws_op("permit", target=Sel(ref="this"), stat="attack_direct"),),
            cond=condition(node.condition) if node.condition is not None else None,
            notes=("attack_permission",),
        )
    checks = _attack_checks(node)
    if checks is not None:
        # 「このカードのアタック中、あなたはトリガーステップにトリガーチェックを2回行う」: read by
        # the trigger step of this card's attack (``_ws.triggers.continuous_checks``), under the
        # ability's condition, where this card's text is in force (on the stage, 2.12.2.1)
        return ws_program(
            "continuous",
            steps=(checks,),
            cond=condition(node.condition) if node.condition is not None else None,
            notes=("attack_checks",),
        )
    if _deck_construction(node):
        # 「…は、デッキに合計4枚まで入れることができる」: a condition on building the deck, met only
        # when the deck is presented before the game (the engine applies it: nothing in play)
        return ws_program(kind, notes=("deck_construction",))
    repl = replacement(node)
    if repl is not None:
        # 「このカードが舞台から控え室に置かれる時、かわりに…」 (8.2.1.3.1 / 8.2.1.3.2): applied by
        # the event it replaces (``_ws.replacing``), not read as a continuous effect
        return repl
    # 「このカードは前列にいるなら、パワーを＋1000し、…」: the topic is the condition's subject
    # and the steps' (``ruling.cardtext.conditions``)
    node = sh_cond.topic_over_condition(node)
    if kind == "auto" and node.trigger is None:
        # 「【自】 このカードが舞台に置かれたら、…」 / 「…した場合、」 / 「…した際、」: the event is
        # the trigger condition (8.1.1.2), as 「…した時、」 (``ruling.cardtext.triggers``)
        node = sh_trig.event_as_trigger(node) or node
    trig = trigger(node.trigger) if node.trigger is not None else None
    if names_chosen(trig):
        raise Unsupported("a trigger naming a card no effect chose")
    if kind == "auto" and trig is None:
        raise Unsupported("an automatic ability without a trigger")
    cond = condition(node.condition) if node.condition is not None else None
    if node.effect is None:
        raise Unsupported("an ability without an effect")
    steps = _in_context(_instead(tuple(_steps(node.effect, kind)), kind), whole=True)
    steps, cond = _otherwise(steps, kind, cond)
    if any(o.performer == "event_player" for o in steps) and not (
        trig is not None and all(t.event == "placed" for t in (trig.parts or (trig,)))
    ):
        raise Unsupported("そのプレイヤー with no player an event named")
    steps = _antecedents(trig, cond, steps)
    cond = _cond_antecedent(trig, cond)
    cond, steps = _x_in_conditions(node.effect, cond, steps)
    # 「思い出置場のこのカードを控え室に置く」 as the cost: the ability is used from there
    zones += [
        it.sel.zone
        for it in cost
        if it.sel is not None and it.sel.ref == "this" and it.sel.zone in ("clock", "memory")
    ]
    zones += moved_to(trig)
    # 「クロックの一番上にこのカードがあり、…時」: a state of the trigger (``holds``) naming the
    # zone the card is in when it triggers — the ability works there
    held = trig_ext(trig, "holds") if trig is not None else None
    active_in: tuple[str, ...] = tuple(dict.fromkeys((*zones, *_zones_of(cond), *_zones_of(held))))
    if kind == "continuous":
        zones = {s.target.zone for s in steps if s.target is not None and s.target.ref == "this"}
        if "anywhere" in zones:
            # 「すべての領域にあるこのカードは…を得る」: the ability works wherever the card is
            # (2.12.2.3)
            if len(steps) != 1:
                raise Unsupported("a continuous ability working everywhere and doing more")
            active_in = EVERY_ZONE
        if zones & {"hand"}:
            if len(steps) != 1 or zones != {"hand"}:
                raise Unsupported("a continuous ability working in the hand and elsewhere")
            active_in = ("hand",)
    if kind == "continuous" and any(
        s.target is not None and s.target.ref == "chosen" for s in steps
    ):
        raise Unsupported("a continuous ability about chosen cards")
    if kind == "continuous" and (
        cost
        or any(
            s.verb
            not in (
                "stat",
                "param",
                "grant",
                "prohibit",
                "forbid",
                "forbid_act",
                "permit_choose",
                "also_name",
                "also_colour",
                "lose_colour",
                "lose_name",
                "lose_trait",
            )
            for s in steps
        )
    ):
        raise Unsupported("a continuous ability other than a stat change or a grant")
    # 「コストを払ってよい」 pays the ability's cost; 「(1)を払ってよい」 its own (``Op.cost``, 8.4.3)
    if kind == "auto" and cost and not any(s.verb == "pay_cost" and s.cost is None for s in steps):
        raise Unsupported("an automatic ability whose cost is not paid in its text")
    if any(s.verb == "pay_cost" and s.cost is None for s in steps) and not cost:
        raise Unsupported("paying a cost the ability does not have")
    for op in steps:
        # レベルＸ以下の only where a choice works X out (op_choose)
        sels = [op.per] + [c.sel for c in _flat(op.cond)] + [c.filt for c in _flat(op.cond)]
        sels += [op.target] if not (op.verb == "choose" and op_ext(op, "x") is not None) else []
        if any(x is not None and ext(x, "stat_x") is not None for x in sels):
            raise Unsupported("a stat filter with a variable or unknown stat")
    if any(
        x is not None and ext(x, "stat_x") is not None for c in _flat(cond) for x in (c.sel, c.filt)
    ):
        raise Unsupported("a stat filter with a variable or unknown stat")
    if any(
        op_ext(s, "x") is not None and op_ext(s, "x").what == "event_damage" for s in steps
    ) and not (trig is not None and trig.event in DAMAGE_EVENTS and not trig.parts):
        raise Unsupported("同じダメージ where the trigger names no damage")
    if any(
        c.what == "damage_amount" for c in _flat(cond) + [d for s in steps for d in _flat(s.cond)]
    ) and not (trig is not None and trig.event in DAMAGE_EVENTS and not trig.parts):
        # 「そのダメージが3以上なら」 reads the damage a damage trigger names
        raise Unsupported("そのダメージ where the trigger names no damage")
    if any(x.ref == "revealed_by_effect" for x in _sels(steps)) and not any(
        s.verb in ("reveal_top", "reveal_hand") for s in steps
    ):
        raise Unsupported("公開されたカード in an ability that reveals none")
    if (
        any(ext(x, "stat_declared") is not None for x in _sels((steps, cond, trig)))
        or any(op_ext(s, "x") is not None and op_ext(s, "x").what == "declared" for s in steps)
    ) and not any(s.verb == "declare" for s in steps):
        # 「相手の宣言した…」 reads a declaration made earlier in the same effect
        raise Unsupported("a number declared in an effect that declares none")
    if any(
        cond_was(c) for c in (*_flat(cond), *(x for s in steps for x in _flat(s.cond)))
    ) and not (
        trig is not None
        and not trig.parts
        and trig.event == "placed"
        and trig.subject == Sel(ref="this")
        and "stage" in trig.src
        and not any(z in ("stage", "front_row", "back_row") for z in trig.dst)
    ):
        # 「このカードが後列にいたなら」 reads where this card was on the stage it left: only an
        # ability that triggers on that leaving has it (8.7.4.1.2)
        raise Unsupported(
            "where this card was, in an ability not triggered by its leaving the stage"
        )
    xs = [i for i, s in enumerate(steps) if op_ext(s, "x") is not None]
    if any(
        op_ext(steps[i], "x").what == "chosen_count"
        and not any(s.verb == "choose" for s in steps[:i])
        for i in xs
    ):
        # 「その枚数」 counts the cards a choice before it chose
        raise Unsupported("その枚数 where no choice came before")
    if any(x.ref == "that_battle_opponent" for x in _sels((steps, cond, trig))):
        raise Unsupported("そのバトル相手 where no battle opponent was named")
    read_distinct = (
        [s.target for s in steps if s.verb == "choose"]
        + [
            c.sel
            for c in (*_flat(cond), *(x for s in steps for x in _flat(s.cond)))
            if c.what == "count"
        ]
        # 「Ｘはこのカードの下の異なるカード名のマーカーの枚数に等しい」: a count Ｘ reads
        + [
            op_ext(s, "x").sel
            for s in steps
            if op_ext(s, "x") is not None and op_ext(s, "x").what == "count"
        ]
    )
    if sum(x.distinct_names for x in _sels((steps, cond, trig, cost))) > sum(
        x is not None and x.distinct_names for x in read_distinct
    ):
        raise Unsupported("異なるカード名の where neither a choice nor a count reads it")
    steps = _put_under_the_character_just_chosen(steps)
    return ws_program(
        kind,
        steps=steps,
        trigger=trig,
        cond=cond,
        cost=cost,
        keyword=kw,
        params=params,
        counter=counter,
        combo=combo,
        limit=lim,
        active_in=active_in,
        limit_icon=icon,
        limit_use=lim_use,
        use_requirement=use_req,
        # 「アラーム このカードがクロックの1番上にあり、…なら、…時、」: the condition before the
        # trigger is when the card has the ability (10.1.1): read when it triggers, not again
        notes=("cond_at_trigger",)
        if kind == "auto" and kw == "アラーム" and node.condition_first and cond is not None
        else (),
    )
