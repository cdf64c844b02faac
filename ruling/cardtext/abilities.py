"""One ability (``grammar.ast.Ability``) -> ``Program``: its labels (where it works, its use
limit, icons), its trigger, its condition, its cost and its effect's steps, read by the shared
readers with the game's vocabulary; then the passes that tie steps together across a
sentence:

* an object left unsaid (「１枚選び、手札に加える」, 「…を選び、そのターン中、パワー＋5000」)
  is what the step before chose, called, looked at, or pointed at;
* a change with no duration of its own chained in a sentence lasts as long as the one before
  it (「そのターン中、ドライブ－１し、パワー＋5000」);
* 「＋A ではなく＋B」 replaces the amount A said before in the ability;
* 「以下をN つ行う」 takes the list items that follow the ability (``items``).

Strict: a label, a connector, a term the readers do not understand refuses the whole ability
(``Unsupported``) — never run half-read. A game's own constructions come first
(``Vocab.hooks``: ``ability`` for a whole ability, ``label``, ``preamble``, ``prefix``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any

from grammar import ast as A
from ruling.abilities import Unsupported
from ruling.cardtext.conditions import (
    THIS_EFFECT,
    battle_state,
    both,
    condition,
    elided_counts,
    turn_state,
)
from ruling.cardtext.costs import cost_items
from ruling.cardtext.declared import declared_target
from ruling.cardtext.fields import field_value_subjects
from ruling.cardtext.ir import NEXT_ONLY, Cond, Op, Program, Sel, Trig
from ruling.cardtext.manner import manner_verbs
from ruling.cardtext.steps import FURTHER, NEAREST_AMOUNT, Reading, step, until_of
from ruling.cardtext.terms import noun_args, sole_relative
from ruling.cardtext.terms import terms as np_terms
from ruling.cardtext.triggers import phase_step, trigger
from ruling.cardtext.vocab import Vocab

# a period limit icon whose period is this turn (VG 12.3.2, 12.3.2.1.1): N uses a turn, printed
# 【ターン1回】 (D series), 【1ターンに1回】 (V series) or 【1ターン1回】 (「１ターン」 the period, the
# 「に」 left out) or 【1/ターン】 (N per turn) — one reading of every printed variant, not one
# string each
_TURN_LIMIT = re.compile(r"(?:1)?ターン(?:に)?(\d+)回|(\d+)/ターン")
# 【ファイト1回】: once in the game (VG 12.3.2.1.2 / 12.3.2.1.3: a period limit icon whose period is
# this game — the document names the period 「このゲーム中」, so 【ゲーム1回】 / 【1ゲーム1回】 /
# 【1ファイトに1回】 are the same icon spelled by its period)
_FIGHT_LIMIT = re.compile(r"1?(?:ファイト|ゲーム)に?(\d+)回")


@dataclass
class Header:
    """What an ability's labels say."""

    zones: tuple[str, ...] = ()
    limit: str | None = None
    icons: tuple[str, ...] = ()
    keyword: str | None = None
    params: tuple[Any, ...] = ()
    valid: tuple[A.Keyword, ...] = ()  # validity-condition keywords (VG 14.2)


def labels(ls: tuple[A.Label, ...], v: Vocab) -> Header:
    h = Header()
    for lab in ls:
        for hook in v.hooks.get("label", ()):
            if hook(lab, h, v):
                break
        else:
            if lab.kind == "zone":
                for part in lab.name.split("/"):
                    z = v.label_zones.get(part)
                    if z is None:
                        raise Unsupported(f"the zone label 【{lab.name}】")
                    h.zones += z
            elif lab.kind == "limit" and (m := _TURN_LIMIT.fullmatch(lab.name)):
                n = m.group(1) or m.group(2)
                h.limit = "turn" if n == "1" else f"turn:{n}"
            elif m := _FIGHT_LIMIT.fullmatch(lab.name):
                h.limit = "fight" if m.group(1) == "1" else f"fight:{m.group(1)}"
            elif _validity_keyword(lab.keyword, v):
                h.valid += (lab.keyword,)  # type: ignore[operator]
            else:
                raise Unsupported(f"the label 【{lab.name}】")
    return h


# the nouns an ability of its own names itself by in a sentence of a limit of uses (「この技は」
# VS 8.12.5, 「この特殊能力は」 CO 4-2-8, 「この能力は」)
_SELF_ABILITY = frozenset({"technique", "special_ability", "ability"})


def _times(np: Any, bound: str) -> int | None:
    """N of 「N回」 with that bound (``up_to`` for 「N回まで」, ``exact`` for 「N回しか」)."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 1:
        return None
    t = np.terms[0]
    if not isinstance(t, A.Count) or t.unit != "times" or t.bound != bound or t.number is None:
        return None
    return t.number.value if isinstance(t.number.value, int) and t.number.value > 0 else None


# 「ターン中に」 / 「ゲーム中に」: the span of a turn / of the game, the goal of a limit of uses
_DURING_TURN = A.NounPhrase((A.Word("turn"), A.Word("during")), ("",))
_DURING_GAME = A.NounPhrase((A.Word("game"), A.Word("during")), ("",))


def use_limit(sent: A.Sentence) -> int | None:
    """A sentence that is an ability's limit of uses per turn, N; None when it is not one:
    「（この技は）1ターンにN回まで使える」 (VS 8.12.5's example 「1ターンの1回まで使える」),
    「（この特殊能力は）1ターンにN回まで使用できる」 (or 「ターン中にN回まで」) and its negative 「1ターンにN回しか使用
    できない」 (しか before a negative: at most N). The topic, when printed, is the ability
    itself (「この技」 / 「この特殊能力」 / 「この能力」); another topic, a turn other than one, a
    player or any other argument: not this sentence (None)."""
    b = sent.steps[0].body if len(sent.steps) == 1 else None
    st = sent.steps[0] if len(sent.steps) == 1 else None
    if not isinstance(b, A.Action) or st is None or st.lead or st.condition or st.cost:
        return None
    args = list(b.args)
    if b.verb == "do":
        # 「使用できる」: the grammar reads 使用 as the object of する
        use = [a for a in args if a.value == A.NounPhrase((A.Unknown("使用"),), ())]
        if len(use) != 1:
            return None
        args.remove(use[0])
    elif b.verb != "use":
        return None
    roles = [a.role for a in args]
    if len(set(roles)) != len(roles):
        return None
    by = {a.role: a.value for a in args}
    topic = by.pop(A.Role.TOPIC, None)
    if topic is not None and not (
        isinstance(topic, A.NounPhrase)
        and len(topic.terms) == 2
        and topic.terms[0] == A.Ref("this")
        and isinstance(topic.terms[1], A.CardKind)
        and topic.terms[1].id in _SELF_ABILITY
    ):
        return None
    goal = by.pop(A.Role.GOAL, None)
    one_turn = A.NounPhrase((A.Count(A.Number(1), "turn"),), ())
    if goal == _DURING_TURN:
        # 「ターン中にN回まで使用できる」: a turn's span, N uses in it — the same limit a turn
        goal = one_turn
    if goal is None and by.get(A.Role.PER) == one_turn:
        # 「1ターンにつきN回まで使える」 / 「…につきN回しか…できない」: a turn each, the same limit
        goal = by.pop(A.Role.PER)
    none = by.get(A.Role.NONE)
    if (
        goal is None
        and isinstance(none, A.NounPhrase)
        and len(none.terms) == 2
        and none.links == ("の",)
        and none.terms[0] == one_turn.terms[0]
    ):
        # 「1ターンの1回まで使える」, the wording of VS 8.12.5's own example: the turn joined to
        # the count by の instead of に — the same limit
        goal, by[A.Role.NONE] = one_turn, A.NounPhrase((none.terms[1],), ())
    if goal != one_turn:
        return None
    if b.form is A.Form.CAN and set(by) == {A.Role.NONE}:
        return _times(by[A.Role.NONE], "up_to")
    if b.form is A.Form.CANNOT and set(by) == {A.Role.ONLY}:
        return _times(by[A.Role.ONLY], "exact")
    return None


def game_use_limit(sent: A.Sentence) -> int | None:
    """A sentence that is an ability's limit of uses per game, N; None when it is not one:
    「（この技は）1ゲームにN回まで使える」 (or 「ゲーム中にN回まで使用できる」) — ``use_limit``'s
    sentence with the game in place of the turn (the same topic, the same count)."""
    b = sent.steps[0].body if len(sent.steps) == 1 else None
    if not isinstance(b, A.Action) or b.verb not in ("use", "do") or b.form is not A.Form.CAN:
        return None
    one_game = A.NounPhrase((A.Count(A.Number(1), "none"), A.Word("game")), ("",))
    goal = next((a for a in b.args if a.role is A.Role.GOAL), None)
    if goal is None or goal.value not in (one_game, _DURING_GAME):
        return None
    one_turn = A.Arg(A.Role.GOAL, A.NounPhrase((A.Count(A.Number(1), "turn"),), ()))
    as_turn = replace(b, args=tuple(one_turn if a is goal else a for a in b.args))
    return use_limit(replace(sent, steps=(replace(sent.steps[0], body=as_turn),)))


def use_only_in(sent: A.Sentence) -> tuple[str, str] | None:
    """A sentence restricting when the ability is used: 「（この技は）（あなたの|相手の）Xにのみ使える」
    — (whose: ``you`` / ``opponent`` / "", the word X names: a phase or a step); None when the
    sentence is not one (another topic, another argument, a turn of a past event …)."""
    b = sent.steps[0].body if len(sent.steps) == 1 else None
    st = sent.steps[0] if len(sent.steps) == 1 else None
    if not isinstance(b, A.Action) or st is None or st.lead or st.condition or st.cost:
        return None
    if b.verb != "use" or b.form is not A.Form.CAN:
        return None
    roles = [a.role for a in b.args]
    if len(set(roles)) != len(roles):
        return None
    by = {a.role: a.value for a in b.args}
    topic = by.pop(A.Role.TOPIC, None)
    if topic is not None and not (
        isinstance(topic, A.NounPhrase)
        and len(topic.terms) == 2
        and topic.terms[0] == A.Ref("this")
        and isinstance(topic.terms[1], A.CardKind)
        and topic.terms[1].id in _SELF_ABILITY
    ):
        return None
    only = A.NounPhrase((A.Word("only_that"),), ())
    goal = by.pop(A.Role.GOAL, None)
    if by.pop(A.Role.NONE, None) != only or by or not isinstance(goal, A.NounPhrase):
        return None
    terms = goal.terms
    whose = ""
    if len(terms) == 2 and isinstance(terms[0], A.Owner) and goal.links == ("の",):
        whose, terms = terms[0].who, terms[1:]
    if len(terms) != 1 or not isinstance(terms[0], A.Word) or whose not in ("", "you", "opponent"):
        return None
    return whose, terms[0].id


_THIS_ABILITY_NP = A.NounPhrase((A.Ref("this_ability"),))
# 「使用」 as the grammar reads 「使用できる」: the object of する (the verb use spelled with a kanji noun)
_USE_NOUN = A.Unknown("使用")
_ONLY = A.Word("only_that")


def spelled_use(b: A.Action) -> A.Action:
    """「使用できる / 使用できない」 as the verb 「使える / 使えない」: the grammar reads the kanji noun
    使用 as the object of する (the verb use spelled with its noun, as every game prints it); the
    action with the verb ``use`` and the noun's argument dropped. Another action: as it is (one
    with 「のみ使用」 too: ``_use_verb`` reads that)."""
    if b.verb != "do":
        return b
    use = [a for a in b.args if a.role is A.Role.NONE and a.value == A.NounPhrase((_USE_NOUN,), ())]
    if len(use) != 1:
        return b
    return replace(b, verb="use", args=tuple(a for a in b.args if a is not use[0]))


def _use_verb(b: A.Action) -> bool | None:
    """The verb of 「使える / 使用できる」 (「…のみ使える」, 「…のみ使用できる」, 「使用できない」) as
    a use requirement says it: whether it is said with 「のみ」 (only); None for another verb.
    The bare 「使える / 使えない」 (no argument: 「この能力は、Xなら使えない」): not with のみ."""
    if b.verb == "use" and not b.args:
        return False
    if len(b.args) != 1 or b.args[0].role is not A.Role.NONE:
        return None
    np = b.args[0].value
    if not isinstance(np, A.NounPhrase):
        return None
    only = np.terms[:1] == (_ONLY,)
    rest = np.terms[1:] if only else np.terms
    if b.verb == "do" and rest == (_USE_NOUN,):
        return only
    if b.verb == "use" and not rest and only:
        return only
    return None


def _period_topic(b: A.Action) -> tuple[A.Arg, A.Arg] | None:
    """「この能力は、Xの間中は使えない」: two topics, the ability's first and a period of the turn
    (its last word 中, during) second — (the ability's, the period's); None for other arguments."""
    if len(b.args) != 2 or any(a.role is not A.Role.TOPIC for a in b.args):
        return None
    first, second = b.args
    v = second.value
    if first.value != _THIS_ABILITY_NP or not (
        isinstance(v, A.NounPhrase) and len(v.terms) > 1 and v.terms[-1] == A.Word("during")
    ):
        return None
    return first, second


def use_requirement(node: A.Ability) -> tuple[A.Ability, A.Condition, bool] | None:
    """An activated ability's last sentence saying when it may be used: 「この能力は、Xの場合のみ
    使える / 使用できる」 (the normalised 「Xの時に使える」, 「X時にしか使えない」: used only while X
    holds), 「この能力は、Xなら使用できる / できない」 (used only while X holds / not while it does)
    and 「この能力は、Yには使えない」 (Y a period of the turn: not used during it) — (the ability
    without the sentence, the condition X / 「Y中」 as printed before a step, whether it must *not*
    hold). A restriction on the ability's use the text adds to the rules' (WS 1.3.1 / 1.3.3, VG
    12.2, 12.2.1.1), read when it is played, not a step of its effect; a game reads the condition
    with its vocabulary. None for another ability or sentence."""
    eff = node.effect
    if node.kind is not A.AbilityKind.ACTIVATED or eff is None or len(eff.sentences) < 2:
        return None
    sent = eff.sentences[-1]
    if len(sent.steps) != 1:
        return None
    st = sent.steps[0]
    b = st.body
    if (
        not isinstance(b, A.Action)
        or b.verb not in ("use", "do")
        or st.lead is not None
        or st.cost is not None
        or b.modal is not None
    ):
        return None
    rest = replace(node, effect=replace(eff, sentences=eff.sentences[:-1]))
    used = spelled_use(b)
    by = {a.role: a for a in used.args}
    period = _period_topic(used)
    if period is not None:
        by = {A.Role.TOPIC: period[0], A.Role.GOAL: replace(period[1], topic=True)}
    if (
        used.verb == "use"
        and used.form is A.Form.CANNOT
        and st.condition is None
        and set(by) == {A.Role.TOPIC, A.Role.GOAL}
        and by[A.Role.TOPIC].value == _THIS_ABILITY_NP
        and by[A.Role.GOAL].topic
        and isinstance(goal := by[A.Role.GOAL].value, A.NounPhrase)
    ):
        # 「この能力は、あなたのクライマックスフェイズには使えない」: while it is that period —
        # the condition 「あなたのクライマックスフェイズ中」 — it is not used
        # (「…置かれたターン中には使えない」: 中 already printed; 「…アタックフェイズ中は使用
        # できない」: the period itself the second topic, ``_period_topic``)
        during = (
            goal
            if goal.terms[-1:] == (A.Word("during"),)
            else A.NounPhrase((*goal.terms, A.Word("during")), (*goal.links, ""))
        )
        clause = A.Action("be", (A.Arg(A.Role.PREDICATE, during),), form=A.Form.NOMINAL)
        return rest, A.Condition(clause), True
    only_during = by.get(A.Role.NONE)
    if (
        used.verb == "use"
        and used.form is A.Form.CAN
        and st.condition is None
        and set(by) == {A.Role.TOPIC, A.Role.NONE}
        and by[A.Role.TOPIC].value == _THIS_ABILITY_NP
        and only_during is not None
        and isinstance(period_np := only_during.value, A.NounPhrase)
        and len(period_np.terms) > 2
        and period_np.terms[-2:] in ((A.Word("during"), A.Word("only")), (A.Word("during"), _ONLY))
    ):
        # 「この能力は相手のアタックフェイズ中だけ使える」 / 「…中のみ使える」: used only while it is
        # that period — the condition 「相手のアタックフェイズ中」
        during = A.NounPhrase(period_np.terms[:-1], period_np.links[:-1])
        clause = A.Action("be", (A.Arg(A.Role.PREDICATE, during),), form=A.Form.NOMINAL)
        return rest, A.Condition(clause), False
    c = st.condition
    only = _use_verb(b)
    if not (
        only is not None
        and b.form in (A.Form.CAN, A.Form.CANNOT)
        and isinstance(c, A.Condition)
        and c.marker in ("nara", "baai", "no_baai")
        and isinstance(c.clause, A.Action)
    ):
        return None
    if only and b.form is not A.Form.CAN:
        return None  # 「…のみ使用できない」: not a requirement
    if c.marker != "nara" and not only:
        return None  # 「X場合、使用できる」 without のみ: not said to be the only time
    # 「この能力は、Xの場合のみ使える」: the grammar hangs the topic on the condition's clause
    topics = [a for a in c.clause.args if a.role is A.Role.TOPIC]
    if len(topics) != 1 or topics[0].value != _THIS_ABILITY_NP:
        return None
    clause = replace(c.clause, args=tuple(a for a in c.clause.args if a is not topics[0]))
    # 「Xなら使用できない」: used only while X does not hold
    return rest, replace(c, clause=clause, marker="nara"), b.form is A.Form.CANNOT


def proviso_floor(node: A.Ability) -> tuple[A.Ability, str, int] | None:
    """「…のソウルを－1。ただし、この効果でソウルはN以下にならない。」: the ability's last sentence, a
    proviso (ただし), bounds the change the sentence before makes from below — the value it changes
    is not taken to N or lower by it (a value already there is not lowered further). Returns the
    ability without the proviso, the value (a ``Stat`` id) and the least value the change leaves,
    N + 1; None when it has no such sentence."""
    eff = node.effect
    if eff is None or len(eff.sentences) < 2 or len(eff.sentences[-1].steps) != 1:
        return None
    st = eff.sentences[-1].steps[0]
    b = st.body
    if (
        st.lead != "proviso"
        or st.condition is not None
        or not isinstance(b, A.Action)
        or b.verb != "become"
        or b.form is not A.Form.NEGATIVE
        or b.modal is not None
    ):
        return None
    args = {a.role: a.value for a in b.args}
    if set(args) != {A.Role.MEANS, A.Role.TOPIC, A.Role.GOAL} or args[A.Role.MEANS] != THIS_EFFECT:
        return None
    topic, goal = args[A.Role.TOPIC], args[A.Role.GOAL]
    if not (
        isinstance(topic, A.NounPhrase)
        and len(topic.terms) == 1
        and isinstance(topic.terms[0], A.Stat)
        and isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 1
        and isinstance(goal.terms[0], A.Count)
        and goal.terms[0].bound == "at_most"
        and goal.terms[0].unit == "none"
        and goal.terms[0].number is not None
        and goal.terms[0].number.value is not None
    ):
        return None
    rest = replace(node, effect=replace(eff, sentences=eff.sentences[:-1]))
    return rest, topic.terms[0].id, goal.terms[0].number.value + 1


def _validity_keyword(k: A.Keyword | None, v: Vocab) -> bool:
    return k is not None and k.kind == "condition" and k.id in v.validity


def validity(keys: tuple[A.Keyword, ...], kind: str, v: Vocab) -> Cond | None:
    """The validity condition of the keywords heading an ability (VG 14.2: 【リミットブレイク】(4),
    儀式５ …), each ``Cond("valid", verb=<keyword>, parts=(<its condition>,))``; all must hold."""
    out: list[Cond] = []
    for k in keys:
        build = v.validity[k.id]
        n: Any = next((p.value for p in k.params if isinstance(p, A.Number)), None)
        if len(k.params) == 1 and isinstance(k.params[0], A.Count) and getattr(build, "ordinal", 0):
            # a keyword naming the battles it is valid in (VG 14.37.2 連波２回目以降): the count
            # to a builder that reads one (``ordinal``)
            n = k.params[0]
        elif len(k.params) > 1 or (k.params and n is None):
            raise Unsupported(f"the keyword {k.name} with these parameters")
        out.append(Cond("valid", verb=k.id, parts=(build(n, kind),)))
    return both(*out)


def effect_steps(eff: A.Effect | None, r: Reading, first: int = 0) -> tuple[Op, ...]:
    """Every step of an effect, each with the index of its sentence."""
    if eff is None:
        return ()
    out: list[Op] = []
    sents = _validity_joined(eff.sentences)
    for n, sent in enumerate(sents, start=first):
        if sent is None or not sent.steps:
            # 「この効果は…有効。」 / 「…時のみ有効。」: read as the time / the condition of the
            # sentence before it
            continue
        r.sentence = n
        before = len(out)
        amended = _amended(sent, out, n, r)
        if amended is not None:
            out = amended
            continue
        for hook in r.v.hooks.get("sentence", ()):
            got = hook(sent, r)
            if got is not None:
                out += [replace(o, sentence=n) for o in got]
                break
        else:
            out += sentence_steps(sent.steps, r)
        timed = n - first + 1 < len(sents) and sents[n - first + 1] is None
        if timed and (len(out) == before or out[-1].verb not in LASTING or out[-1].until is None):
            # the span of 「この効果は…有効」 given to a step whose effect does not last (a draw,
            # a move: done once, 8.2.1.1-like) would be dropped: refused
            raise Unsupported("「この効果は…有効」 after an effect that does not last")
    return tuple(out)


def _amended(sent: A.Sentence, out: list[Op], n: int, r: Reading) -> list[Op] | None:
    """A sentence that says how a step of the sentence before it is done, not a step of its own
    (VG 「…を同じ縦列の後列の(R)に移動させる。そこにユニットがいるなら、そのユニットと位置を入れ替え
    る。」): a game's ``amend`` hook takes the sentence and the steps of the sentence before
    (``Op.sentence``) and gives them as amended, or None; the steps read so far with those
    replaced, or None when no hook reads the sentence so."""
    prev = [i for i, o in enumerate(out) if o.sentence == n - 1]
    if not prev:
        return None
    for hook in r.v.hooks.get("amend", ()):
        got = hook(sent, out[prev[0] :], r)
        if got is not None:
            return [*out[: prev[0]], *got]
    return None


# the shared steps whose effect lasts for a time (``Op.until``): a value change, abilities given
# or lost
LASTING = ("stat", "grant", "lose_ability")


_THIS_EFFECT = (A.Ref("this"), A.CardKind("effect"))


def nominal_step(st: A.Step) -> A.Action | None:
    """A step that is only a nominal sentence (「このファイト中、」「…の技」「この効果はこのターン中
    有効。」): its action — the copula ``be`` in the nominal form, no modal, and no connector,
    condition or cost on the step; None for any other step. What its arguments may be is the
    caller's (``lone_predicate``: only a predicate)."""
    b = st.body
    if (
        not isinstance(b, A.Action)
        or b.verb != "be"
        or b.form is not A.Form.NOMINAL
        or b.modal is not None
        or st.lead is not None
        or st.condition is not None
        or st.cost is not None
    ):
        return None
    return b


def lone_predicate(st: A.Step) -> A.Action | None:
    """A nominal step (``nominal_step``) whose one argument is its predicate (「このファイト中、」
    with nothing before it): its action, the predicate ``args[0].value``; else None."""
    b = nominal_step(st)
    if b is None or len(b.args) != 1 or b.args[0].role is not A.Role.PREDICATE:
        return None
    return b


def keywords_side_by_side(node: Any, with_params: bool = True) -> tuple[Any, ...]:
    """「「飛行」「潜水」」 / 「「イニシアチブ:+1」「アイテム:i」」: a line that is only keywords quoted
    side by side (one nominal sentence of two or more, 「、」 between them at most; no cost,
    trigger, condition, label, target or keyword before them): the keywords, each the keyword
    ability a line of its own would be (a single one is typed a keyword by the grammar already);
    () for any other line. ``with_params``: whether a keyword with parameters may stand there
    (the game's data: co's keywords side by side take none)."""
    eff = node.effect
    if (
        node.keyword is not None
        or node.cost is not None
        or node.trigger is not None
        or node.condition is not None
        or node.labels
        or node.preamble
        or getattr(node, "target", None) is not None
        or eff is None
        or len(eff.sentences) != 1
    ):
        return ()
    # 「「A」「B」」 (one predicate), 「「A」、「B」」 (the grammar's steps joined by a pause): each
    # step a lone predicate of keywords, every step but the last closed by 「、」
    steps = eff.sentences[0].steps
    terms: list[Any] = []
    for i, st in enumerate(steps):
        b = lone_predicate(st)
        np = b.args[0].value if b is not None else None
        if not isinstance(np, A.NounPhrase) or (i < len(steps) - 1 and not st.pause):
            return ()
        if any(lk not in ("", "、") for lk in np.links):
            return ()
        terms += np.terms
    # a single keyword is typed a keyword by the grammar — except with its reminder after it
    # (「「チャージ:2」（…）」), the line then read the same way
    if len(terms) < (1 if getattr(node, "reminders", ()) else 2):
        return ()
    if not all(isinstance(t, A.Standing) and (with_params or not t.keyword.params) for t in terms):
        return ()
    return tuple(t.keyword for t in terms)


def _validity_span(sent: A.Sentence) -> A.Arg | None:
    """「この効果は（このターン中|このアタック中|…まで）有効。」: a sentence of its own saying how
    long the effect of the sentence before it lasts — its time (or limit) argument; None for any
    other sentence."""
    if len(sent.steps) != 1:
        return None
    b = nominal_step(sent.steps[0])
    if b is None:
        return None
    roles = {a.role: a for a in b.args}
    if set(roles) not in (
        {A.Role.TOPIC, A.Role.TIME, A.Role.PREDICATE},
        {A.Role.TOPIC, A.Role.LIMIT, A.Role.PREDICATE},
    ):
        return None
    topic, pred = roles[A.Role.TOPIC].value, roles[A.Role.PREDICATE].value
    if not (
        isinstance(topic, A.NounPhrase)
        and topic.terms == _THIS_EFFECT
        and isinstance(pred, A.NounPhrase)
        and pred.terms == (A.Word("valid"),)
    ):
        return None
    span = roles.get(A.Role.TIME) or roles[A.Role.LIMIT]
    return replace(span, pause=True)


def validity_condition(node: A.Ability) -> A.Ability:
    """「A。この効果は、<条件>時のみ有効。」 (vs 8.3.3 「何らかの効果の一部あるいは全部が特定の条件下で
    有効であると表記されている場合、その条件が満たされていない状態では、その部分は無効です」): the
    effect A of a continuous ability valid only while the condition holds — the same ability as
    「<条件>なら、A。」, the condition the ability's own (read whenever its effect is). The grammar
    types the sentence as 「(この効果は…時)」 + 「のみ有効」; any other shape, a condition already
    on the ability, or an effect of several sentences before it: the node as it is."""
    eff = node.effect
    if node.kind is not A.AbilityKind.CONTINUOUS or eff is None or node.condition is not None:
        return node
    if len(eff.sentences) != 2 or len(eff.sentences[1].steps) != 2:
        return node
    when, only = (st.body for st in eff.sentences[1].steps)
    if not (
        isinstance(only, A.Action)
        and only.verb == "be"
        and [a.role for a in only.args] == [A.Role.PREDICATE]
        and getattr(only.args[0].value, "terms", None) == (A.Word("only_that"), A.Word("valid"))
        and isinstance(when, A.Action)
        and when.verb == "when"
        and len(when.args) == 1
    ):
        return node
    terms = getattr(when.args[0].value, "terms", ())
    rel = terms[0] if len(terms) == 1 and isinstance(terms[0], A.Relative) else None
    clause = rel.clause if rel is not None else None
    if not isinstance(clause, A.Action):
        return node
    topic = [a for a in clause.args if a.role is A.Role.TOPIC]
    if len(topic) != 1 or getattr(topic[0].value, "terms", None) != _THIS_EFFECT:
        return node
    bare = replace(clause, args=tuple(a for a in clause.args if a is not topic[0]))
    return replace(
        node,
        condition=A.Condition(bare, "nara", True),
        effect=replace(eff, sentences=eff.sentences[:1]),
    )


def _period_of_event(c: A.Condition | None) -> A.Condition | None:
    """「それが<期間>中なら」 (「それがあなたのターン中なら」, 「それがあなたのエンドフェイズ中なら」): the
    condition without its subject 「それ」, else None."""
    if c is None or c.parts or not isinstance(c.clause, A.Action):
        return None
    cl = c.clause
    if cl.verb != "be" or cl.form is not A.Form.NOMINAL or len(cl.args) != 2:
        return None
    subj, pred = cl.args
    if (
        subj.role is not A.Role.SUBJECT
        or subj.value != A.NounPhrase((A.Ref("it"),), ())
        or pred.role is not A.Role.PREDICATE
        or not isinstance(pred.value, A.NounPhrase)
        or pred.value.terms[-1:] != (A.Word("during"),)
    ):
        return None
    return replace(c, clause=replace(cl, args=(pred,)))


def event_in_period(node: A.Ability) -> A.Ability:
    """An automatic ability's 「…時、それが<期間>中なら、…」 (Vanguard, Weiß Schwarz): 「それ」 the
    event that triggered it, which happened in that period — the same condition as 「<期間>中
    なら」 on its resolution, where the game's rules play an ability in the turn (and phase) it
    triggered in (a game plugs it where its rules say so: VG 11.9.4 with 9.2.4 / 9.4.3 / 9.7.3 /
    9.11.9, a phase goes on only when its check timing has nothing left to do; WS 6.8.1.5, a turn
    ends only when no automatic ability is left to play, 4.4.2). The ability's condition or a
    condition of a step of its effect; any other ability unchanged. A period the game's
    condition reader does not read (a phase where ``Vocab.phase_conditions`` is off) stays
    refused there."""
    if node.kind is not A.AbilityKind.AUTO or node.trigger is None:
        return node
    cond = _period_of_event(node.condition)
    if cond is not None:
        node = replace(node, condition=cond)
    eff = node.effect
    if eff is None:
        return node
    sentences = tuple(
        replace(
            sent,
            steps=tuple(
                replace(st, condition=_period_of_event(st.condition) or st.condition)
                for st in sent.steps
            ),
        )
        for sent in eff.sentences
    )
    return replace(node, effect=replace(eff, sentences=sentences))


# the references to the card with the ability a description may qualify (「竜炎状態のこのユニット」)
_SELF_REFS = ("this_unit", "this_card")


def qualified_self(node: A.Ability) -> A.Ability:
    """「竜炎状態のこのユニットのパワー＋10000」 / 「“友達”のこのユニットの…」: a continuous ability whose one
    step names the card with the ability qualified by a description before it (a state, a group
    — 「X の このユニット」, a restrictive modifier of one card: that card when it is so) — the same
    ability as 「このユニットがXなら、このユニットの…」, the description the ability's condition (read
    whenever its effect is, as any continuous ability's). Any other shape (a condition already on
    the ability, more than one step, a link other than の before the reference): the node as it
    is."""
    eff = node.effect
    if node.kind is not A.AbilityKind.CONTINUOUS or eff is None or node.condition is not None:
        return node
    if len(eff.sentences) != 1 or len(eff.sentences[0].steps) != 1:
        return node
    st = eff.sentences[0].steps[0]
    body = st.body
    if not isinstance(body, A.Action) or st.condition is not None:
        return node
    for k, a in enumerate(body.args):
        np = a.value
        if not isinstance(np, A.NounPhrase):
            continue
        at = next(
            (i for i, t in enumerate(np.terms) if isinstance(t, A.Ref) and t.id in _SELF_REFS),
            None,
        )
        if not at or any(link != "の" for link in np.links[:at]):
            continue
        if any(isinstance(t, A.Ref | A.Count | A.Owner) for t in np.terms[:at]):
            continue
        desc = A.NounPhrase(np.terms[:at], np.links[: at - 1])
        ref = np.terms[at]
        clause = A.Action(
            "be",
            (
                A.Arg(A.Role.SUBJECT, A.NounPhrase((ref,), ())),
                A.Arg(A.Role.PREDICATE, desc),
            ),
            form=A.Form.NOMINAL,
        )
        rest = replace(np, terms=np.terms[at:], links=np.links[at:])
        args = (*body.args[:k], replace(a, value=rest), *body.args[k + 1 :])
        step = replace(st, body=replace(body, args=args))
        return replace(
            node,
            condition=A.Condition(clause, "nara", True),
            effect=replace(eff, sentences=(replace(eff.sentences[0], steps=(step,)),)),
        )
    return node


def void_under(node: A.Ability, v: Vocab) -> tuple[A.Ability, A.Condition | None]:
    """「A。Xなら、この能力は無効。」: a last sentence saying the ability is void while X holds (VG
    11.4.2 「特定の条件下で無効であると表記されている場合、その条件下で、その部分は能力としては
    存在しますが、効果を発生することはありません」) — the node without it and X, for a continuous
    ability in a game whose runtime reads it (``Vocab.void_under``). Another kind of ability so
    written, or a game that does not read it: refused; no such sentence: (node, None)."""
    eff = node.effect
    if eff is None or len(eff.sentences) < 2:
        return node, None
    last = eff.sentences[-1]
    if len(last.steps) != 1 or last.steps[0].condition is None:
        return node, None
    st = last.steps[0]
    b = st.body
    said = {a.role: a.value for a in b.args} if isinstance(b, A.Action) else {}
    if not (
        isinstance(b, A.Action)
        and b.verb == "be"
        and b.form is A.Form.NOMINAL
        and said.keys() == {A.Role.TOPIC, A.Role.PREDICATE}
        and said[A.Role.TOPIC] in (THIS_ABILITY_NP, THIS_EFFECT_NP)
        and said[A.Role.PREDICATE] == A.NounPhrase((A.Word("invalid"),))
        and st.lead is None
        and st.condition.marker == "nara"
    ):
        return node, None
    if said[A.Role.TOPIC] == THIS_EFFECT_NP:
        # 「A。Xなら、この効果は無効。」 of an ability played (11.4.2): the ability exists and is
        # played, its effect makes nothing under X and asks for no choice — read by the caller
        # as X checked by each step of A (``void_steps``)
        if v.void_under is None or node.kind not in (
            A.AbilityKind.AUTO,
            A.AbilityKind.ACTIVATED,
        ):
            raise Unsupported("「…なら、この効果は無効」 on an ability of this kind")
        return replace(node, effect=replace(eff, sentences=eff.sentences[:-1])), replace(
            st.condition, marker="void_effect"
        )
    if v.void_under is None or node.kind is not A.AbilityKind.CONTINUOUS:
        raise Unsupported("「…なら、この能力は無効」 on an ability of this kind")
    return replace(node, effect=replace(eff, sentences=eff.sentences[:-1])), st.condition


THIS_ABILITY_NP = A.NounPhrase((A.Ref("this_ability"),))
THIS_EFFECT_NP = A.NounPhrase((A.Ref("this"), A.CardKind("effect")), ("",))


def _validity_condition(sent: A.Sentence) -> A.Condition | None:
    """「この効果は、Xの時のみ有効。」 / 「この技は、X時のみ有効。」: a sentence of its own saying the
    effect of the sentence before it is valid only while X holds (VS 8.3.3 「特定の条件下で有効で
    あると表記されている場合、その条件が満たされていない状態では、その部分は無効です」) — X as the
    condition of that sentence's steps (read as 「Xなら、」 is: checked where the step is read).
    The grammar types the sentence as 「<この効果は、X>時」 and 「のみ有効」: the clause X without the
    topic. None for any other sentence."""
    if len(sent.steps) != 2:
        return None
    when, valid = sent.steps[0].body, sent.steps[1].body
    if not (
        isinstance(valid, A.Action)
        and valid.verb == "be"
        and len(valid.args) == 1
        and valid.args[0].role is A.Role.PREDICATE
        and isinstance(valid.args[0].value, A.NounPhrase)
        and valid.args[0].value.terms == (A.Word("only_that"), A.Word("valid"))
        and isinstance(when, A.Action)
        and when.verb == "when"
        and len(when.args) == 1
        and isinstance(when.args[0].value, A.NounPhrase)
        and len(when.args[0].value.terms) == 1
        and isinstance(when.args[0].value.terms[0], A.Relative)
        and sent.steps[0].condition is None
        and sent.steps[1].condition is None
    ):
        return None
    clause = when.args[0].value.terms[0].clause
    if not isinstance(clause, A.Action):
        return None
    topics = [a for a in clause.args if a.role is A.Role.TOPIC]
    if len(topics) != 1 or not (
        isinstance(topics[0].value, A.NounPhrase)
        and len(topics[0].value.terms) == 2
        and topics[0].value.terms[0] == A.Ref("this")
        and isinstance(topics[0].value.terms[1], A.CardKind)
        and topics[0].value.terms[1].id in (*_SELF_ABILITY, "effect")
    ):
        return None
    return A.Condition(
        clause=replace(clause, args=tuple(a for a in clause.args if a is not topics[0]))
    )


def _validity_joined(sents: tuple[A.Sentence, ...]) -> list[A.Sentence | None]:
    """「A。この効果は<期間>有効。」 is 「<期間>、A。」: the span is given to the last step of the
    sentence before (the effect it speaks of), which the step's own reader then reads as any
    time of a step (a step that takes none refuses it); the span's sentence is left as None (its
    index kept, so the sentences after it keep theirs). A sentence before with other steps than
    choices (「…を選び、」), or whose last step has a time already, or no sentence before:
    refused."""
    out: list[A.Sentence | None] = list(sents)
    for i, sent in enumerate(sents):
        only = _validity_condition(sent)
        if only is not None:
            # 「A。この効果は、Xの時のみ有効。」 is 「Xなら、A。」 (8.3.3)
            prev = out[i - 1] if i > 0 else None
            if prev is None or not prev.steps:
                raise Unsupported("「この効果は…時のみ有効」 with no effect before it")
            if any(st.condition is not None for st in prev.steps):
                raise Unsupported("「この効果は…時のみ有効」 after a step with a condition")
            out[i - 1] = replace(
                prev, steps=tuple(replace(st, condition=only) for st in prev.steps)
            )
            out[i] = replace(sent, steps=())  # read into the sentence before: no step of its own
            continue
        span = _validity_span(sent)
        if span is None:
            continue
        prev = out[i - 1] if i > 0 else None
        if prev is None or not prev.steps:
            raise Unsupported("「この効果は…有効」 with no effect before it")
        last = prev.steps[-1]
        b = last.body
        if (
            not isinstance(b, A.Action)
            or any(a.role in (A.Role.TIME, A.Role.LIMIT) for a in b.args)
            or any(
                not isinstance(s.body, A.Action) or s.body.verb != "choose" for s in prev.steps[:-1]
            )
        ):
            raise Unsupported("「この効果は…有効」 after a sentence of this shape")
        timed = replace(last, body=replace(b, args=(span, *b.args)))
        out[i - 1] = replace(prev, steps=(*prev.steps[:-1], timed))
        out[i] = None
    return out


_TURN_END_TERMS = (
    (A.Ref("that"), A.Word("end_of_turn")),
    (A.Ref("this"), A.Word("end_of_turn")),
    (A.Word("end_of_turn"),),
)


def delay_timing(st: A.Step, v: Vocab) -> Trig | None:
    """「そのバトル終了時、」 / 「そのターン終了時、」 opening the rest of a sentence: the timing a
    delayed trigger waits for (its effect is the rest of the sentence)."""
    b = st.body
    if isinstance(b, A.Timing):
        terms = b.scope.terms
        if (
            len(terms) == 2
            and isinstance(terms[0], A.Ref)
            and terms[0].id in ("that", "this")
            and isinstance(terms[1], A.Word)
            and terms[1].id in v.phases
        ):
            return Trig("timing", phase=v.phases[terms[1].id], point=b.point)
        if (
            v.delayed_next_turn
            and len(terms) == 3
            and terms[0] == A.Ref("next")
            and isinstance(terms[1], A.Owner)
            and terms[1].who in ("you", "opponent")
            and terms[2] == A.Word("turn")
            and b.point in ("start", "end")
        ):
            # 「次のあなたのターン開始時、…」 / 「次の相手のターン終了時、…」: that point of that
            # fighter's next turn — a turn after the one the effect resolves in (11.9.7)
            return Trig(
                "timing",
                phase="turn",
                point=b.point,
                owner=terms[1].who,
                detail=(("next", "turn"),),
            )
        raise Unsupported("a timing inside an effect")
    if (
        isinstance(b, A.Action)
        and b.verb == "be"
        and b.form is A.Form.NOMINAL
        and len(b.args) == 1
        and b.args[0].role is A.Role.PREDICATE
        and isinstance(b.args[0].value, A.NounPhrase)
        and b.args[0].value.terms in _TURN_END_TERMS
    ):
        # 「そのターン終了時、…」, and bare 「ターン終了時、…」 (VG 14.35.1 prints the delayed trigger
        # of 【亡霊】 so: 「そうしたなら、ターン終了時、…退却させる」): the end of the turn the effect
        # resolves in, the delayed trigger's timing (11.9.7)
        return Trig("timing", phase="turn", point="end")
    if (
        v.delayed_next_turn
        and isinstance(b, A.Action)
        and b.verb == "be"
        and b.form is A.Form.NOMINAL
        and len(b.args) == 1
        and b.args[0].role is A.Role.PREDICATE
        and isinstance(b.args[0].value, A.NounPhrase)
        and len(b.args[0].value.terms) == 3
        and b.args[0].value.terms[0] == A.Ref("next")
        and isinstance(who := b.args[0].value.terms[1], A.Owner)
        and who.who in ("you", "opponent")
        and b.args[0].value.terms[2] == A.Word("end_of_turn")
    ):
        # 「次の相手のターン終了時、…」 (the grammar types 「ターン終了時」 as a noun here): the end
        # of that fighter's next turn, as 「次の相手のターン開始時、…」 is its start
        return Trig("timing", phase="turn", point="end", owner=who.who, detail=(("next", "turn"),))
    nxt = _next_event(b)
    if nxt is None and v.delayed_periods:
        got = period_event(b)
        if got is not None:
            # 「そのターン中、あなたのリアガードが登場した時、…」: a delayed trigger with a period
            # printed (VG 11.9.7.1 「特に期限が示されていない限り」), the event read as a trigger's;
            # the period is the delay's ``until`` (``sentence_steps``)
            from ruling.cardtext.triggers import trigger

            return trigger(A.Trigger(got[0]), v)
    if nxt is not None:
        # 「次に<事象>した時、…」: the delayed trigger waits for the next such event (once, as
        # every delayed trigger unless a period is printed: VS 8.6.8) — the event read as a
        # trigger's; 「そのターン中、次に…した時」: the period is the delay's ``until``, 次に its
        # once (``next_in_period``, ``sentence_steps``)
        from ruling.cardtext.triggers import trigger

        return trigger(A.Trigger(nxt), v)
    return None


def next_in_period(b: Any) -> tuple[A.Action, A.Duration] | None:
    """「そのターン中、次に<事象>した時」: the event clause without 次に and the duration, and the
    duration (a delayed trigger waiting once for the next such event, within that period:
    VS 8.6.8, VG 11.9.7.1); None unless both are printed."""
    got = _event_without(b, lambda a: a.role is A.Role.GOAL and a.value == NEXT)
    if got is None:
        return None
    return period_event(_renominal(got[0], b))


NEXT = A.NounPhrase((A.Ref("next"),))


def _event_without(b: Any, lifted: Callable[[A.Arg], bool]) -> tuple[A.Action, A.Arg] | None:
    """「<事象>した時」 typed as a nominal step (``when`` of a relative clause in the past) whose
    clause holds exactly one argument ``lifted`` accepts (「次に」, 「そのターン中」): the event
    clause without it, as a trigger's ``when``, and that argument; None for any other step."""
    if not (
        isinstance(b, A.Action)
        and b.verb == "when"
        and b.form is A.Form.NOMINAL
        and len(b.args) == 1
        and b.args[0].role is A.Role.NONE
        and isinstance(b.args[0].value, A.NounPhrase)
        and len(b.args[0].value.terms) == 1
        and isinstance(b.args[0].value.terms[0], A.Relative)
    ):
        return None
    c = b.args[0].value.terms[0].clause
    found = [a for a in c.args if lifted(a)]
    if len(found) != 1 or c.form not in (A.Form.PAST, A.Form.PASSIVE_PAST):
        return None
    clause = replace(c, args=tuple(a for a in c.args if a is not found[0]))
    np = A.NounPhrase((A.Relative(clause),))
    return replace(b, args=(replace(b.args[0], value=np),), form=A.Form.FINAL), found[0]


def period_event(b: Any) -> tuple[A.Action, A.Duration] | None:
    """「そのターン中、<事象>した時」: the event clause without the duration, and the duration."""
    got = _event_without(b, lambda a: a.role is A.Role.TIME and isinstance(a.value, A.Duration))
    return (got[0], got[1].value) if got is not None else None  # type: ignore[return-value]


def _renominal(ev: A.Action, b: A.Action) -> A.Action:
    """An event clause ``_event_without`` gave back, in the step's own forms again (so that a
    second argument may be lifted from it)."""
    c = ev.args[0].value.terms[0].clause  # type: ignore[union-attr]
    orig = b.args[0].value.terms[0].clause  # type: ignore[union-attr]
    np = A.NounPhrase((A.Relative(replace(c, form=orig.form)),))
    return replace(ev, args=(replace(ev.args[0], value=np),), form=b.form)


def _next_event(b: Any) -> A.Action | None:
    """「次に<事象>した時」: the event clause without 次に (a goal), as a trigger's ``when`` —
    and without the period when one is printed too (「そのターン中、次に…」, ``next_in_period``)."""
    got = _event_without(b, lambda a: a.role is A.Role.GOAL and a.value == NEXT)
    if got is None:
        return None
    both = period_event(_renominal(got[0], b))
    return both[0] if both is not None else got[0]


def _span_of(st: A.Step, v: Vocab) -> A.Duration | None:
    """「このファイト中、」 typed as a step of its own (a nominal predicate): the duration."""
    b = lone_predicate(st)
    word = _span_word(b) if b is not None else None
    if word is None:
        return None
    key = f"{word}_span"
    return A.Duration(key) if key in v.durations else None


def _span_word(b: A.Action) -> str | None:
    """The span word of 「この/その＋Ｘ＋中」 as a nominal predicate (``lone_predicate``) — ファイト
    → ``fight`` — else None."""
    p = b.args[0].value
    if not (
        isinstance(p, A.NounPhrase)
        and len(p.terms) == 3
        and p.terms[0] in (A.Ref("this"), A.Ref("that"))
        and isinstance(p.terms[1], A.Word)
        and p.terms[2] == A.Word("during")
    ):
        return None
    return p.terms[1].id


def _spans_joined(steps: tuple[A.Step, ...], v: Vocab) -> tuple[A.Step, ...]:
    """「…し、このファイト中、『…』を与える」: a duration typed as a step of its own is the time of
    the step after it (when that one names none)."""
    out: list[A.Step] = []
    i = 0
    while i < len(steps):
        span = _span_of(steps[i], v)
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        b = nxt.body if nxt is not None else None
        if (
            span is not None
            and nxt is not None
            and isinstance(b, A.Action)
            and not any(a.role is A.Role.TIME for a in b.args)
        ):
            out.append(replace(nxt, body=replace(b, args=(A.Arg(A.Role.TIME, span), *b.args))))
            i += 2
            continue
        out.append(steps[i])
        i += 1
    return tuple(out)


def periods_onto_steps(node: Any, periods: Any) -> Any:
    """「この戦闘中、対象を…する」: a period printed before a step and typed as a step of its own
    (a nominal predicate, the grammar's reading of 「…中、」 at a sentence's start) is the time of
    the step after it, as 「この戦闘の間、対象を…する」 is typed — moved onto that step as its
    ``TIME`` argument when that step names none. ``periods``: the shapes of the periods the game
    reads (its data: tuples of (term class, id) pairs). Any other step is left as it is."""
    eff = getattr(node, "effect", None)
    sents = getattr(eff, "sentences", ()) or ()
    if not sents:
        return node

    def shape(np: Any) -> tuple[tuple[str, Any], ...]:
        return tuple((type(t).__name__, getattr(t, "id", None)) for t in getattr(np, "terms", ()))

    out = []
    changed = False
    for se in sents:
        steps = list(se.steps)
        i = 0
        kept: list[A.Step] = []
        while i < len(steps):
            b = lone_predicate(steps[i])
            nxt = steps[i + 1] if i + 1 < len(steps) else None
            nb = getattr(nxt, "body", None)
            if (
                b is not None
                and steps[i].condition is None
                and steps[i].lead is None
                and isinstance(b.args[0].value, A.NounPhrase)
                and shape(b.args[0].value) in periods
                and nxt is not None
                and isinstance(nb, A.Action)
                and not any(a.role in (A.Role.TIME, A.Role.LIMIT) for a in nb.args)
            ):
                arg = A.Arg(A.Role.TIME, b.args[0].value, pause=True)
                kept.append(replace(nxt, body=replace(nb, args=(arg, *nb.args))))
                changed = True
                i += 2
                continue
            kept.append(steps[i])
            i += 1
        out.append(replace(se, steps=tuple(kept)))
    if not changed:
        return node
    return replace(node, effect=replace(eff, sentences=tuple(out)))


def _battle_of(st: A.Step, v: Vocab) -> A.Action | None:
    """「このユニットがアタックしたバトル中、」 / 「このユニットがブーストしているバトル中、」 (and 「あなたの
    バトルフェイズ中、」, a phase of a player's turn) typed as a step of its own (a nominal predicate): the battle state it names, as the clause 「このユニット
    がアタックしているなら」 (the past of a battle verb leaves its state for the rest of the battle;
    every verb whose state the game's runtime reads in a battle, ``Vocab.battle_states``)."""
    b = lone_predicate(st)
    if b is None:
        return None
    return _period_clause(b, v)


def _period_clause(b: A.Action, v: Vocab) -> A.Action | None:
    """The clause a period typed as a nominal step names, as a condition (see ``_battle_of``);
    a period the game's condition readers read as 「…中なら」 (VG 「このターン３回目以降のバトル
    中」, a battle counted in the turn, 10.3.1.3) is its own clause; None for any other."""
    if phase_step(b, v) is not None:
        # 「あなたのバトルフェイズ中、」: the clause 「あなたのバトルフェイズなら」 (conditions read it)
        return b
    # 「このユニットが山札から登場したターン中、」: a turn named by what happened in it, the
    # clause 「このターンにこのユニットが山札から登場しているなら」 (conditions.turn_state)
    got = battle_state(b.args[0].value, v) or turn_state(b.args[0].value)
    if got is not None:
        return got
    p = b.args[0].value
    if isinstance(p, A.NounPhrase) and p.terms[-1:] == (A.Word("during"),) and len(p.terms) > 1:
        try:
            condition(A.Condition(b), v)
        except Unsupported:
            return None
        return b
    return None


def _led_period(st: A.Step, v: Vocab) -> A.Action | None:
    """A period step (``_battle_of``) printed after its own 「…なら、」 and a connector
    (「…なら、さらに…バトル中、」): the clause it names, when the step has exactly a plain condition
    and a connector and nothing else; else None."""
    b = st.body
    if (
        st.condition is None
        or not _plain(st)
        or st.condition.parts
        or st.lead is None
        or st.cost is not None
        or not isinstance(b, A.Action)
        or b.verb != "be"
        or b.form is not A.Form.NOMINAL
        or len(b.args) != 1
        or b.args[0].role is not A.Role.PREDICATE
    ):
        return None
    return _period_clause(b, v)


def _plain(st: A.Step) -> bool:
    """A step's own 「…なら」 (not 「違うなら」, nor conditions chained already)."""
    c = st.condition
    return c is not None and c.marker == "nara" and not is_else(c)


def _battles_joined(steps: tuple[A.Step, ...], r: Reading) -> tuple[A.Step, ...]:
    """【永】「このユニットがアタックしたバトル中、このユニットのパワー＋5000」: a battle named by
    what happens in it, typed as a step of its own, is the condition of the step after it (while
    that battle state holds); elsewhere (an effect lasting 「…バトル中」) it is left as it is."""
    if r.kind != "continuous":
        return steps
    out: list[A.Step] = []
    i = 0
    steps = _topic_over_period(steps)
    while i < len(steps):
        state = _battle_of(steps[i], r.v)
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        led = _led_period(steps[i], r.v)
        if led is not None and nxt is not None and nxt.condition is None and nxt.lead is None:
            # 「１０枚以上なら、さらにこのユニットがアタックしたバトル中、相手は…できない」: the
            # period step's own condition and connector go with it to the step after it, both
            # conditions holding (its condition first, as printed)
            st, period = steps[i], led
            cond = A.Condition(
                A.Action("conditions", (), A.Form.NOMINAL),
                "chain",
                parts=(st.condition, A.Condition(period)),
            )
            out.append(replace(nxt, condition=cond, lead=st.lead, lead_pause=st.lead_pause))
            i += 2
            continue
        if state is not None and nxt is not None and (nxt.condition is None or _plain(nxt)):
            cond = A.Condition(state)
            if nxt.condition is not None:
                # 「…バトル中、あなたのヴァンガードがグレード３以上なら、…」: both hold
                cond = A.Condition(
                    A.Action("conditions", (), A.Form.NOMINAL),
                    "chain",
                    parts=(cond, nxt.condition),
                )
            out.append(replace(nxt, condition=cond))
            i += 2
            continue
        out.append(steps[i])
        i += 1
    return tuple(out)


def _topic_over_period(steps: tuple[A.Step, ...]) -> tuple[A.Step, ...]:
    """【永】「このユニットはソウルから(R)に登場したターン中、ヴァンガードにアタックできない」: the
    topic printed before the period, typed as the period step's own (「Xは…したターン中」, a
    nominal step), is the topic of both — the period's clause's subject and the next step's,
    as 「XがYしたターン中、XはZ」 says: the steps so spelled. Unchanged for any other steps."""
    out = list(steps)
    for i, (st, nxt) in enumerate(zip(steps, steps[1:], strict=False)):
        b, nb = st.body, nxt.body
        if not (
            isinstance(b, A.Action)
            and b.verb == "be"
            and b.form is A.Form.NOMINAL
            and [a.role for a in b.args] == [A.Role.TOPIC, A.Role.PREDICATE]
            and st.condition is None
            and st.lead is None
            and st.cost is None
            and isinstance(nb, A.Action)
            and not any(a.role in (A.Role.TOPIC, A.Role.SUBJECT) for a in nb.args)
        ):
            continue
        topic, pred = b.args
        p = pred.value
        if not (
            isinstance(p, A.NounPhrase)
            and len(p.terms) >= 3
            and isinstance(p.terms[0], A.Relative)
            and p.terms[-1] == A.Word("during")
            and not any(
                a.role in (A.Role.TOPIC, A.Role.SUBJECT, A.Role.SUBJECT_NO)
                for a in p.terms[0].clause.args
            )
        ):
            continue
        c = p.terms[0].clause
        subj = A.Arg(A.Role.SUBJECT, topic.value)
        rel = A.Relative(replace(c, args=(subj, *c.args)))
        period = A.NounPhrase((rel, *p.terms[1:]), p.links, p.span)
        out[i] = replace(st, body=replace(b, args=(replace(pred, value=period),)))
        out[i + 1] = replace(nxt, body=replace(nb, args=(topic, *nb.args)))
        return tuple(out)
    return steps


def is_else(c: A.Condition | None) -> bool:
    """「違うなら」: a condition that is the other case of the one before it."""
    return (
        c is not None
        and c.marker == "nara"
        and isinstance(c.clause, A.Action)
        and c.clause.verb == "differ"
        and c.clause.form is A.Form.FINAL
        and not c.clause.args
    )


# a clause's form -> the form of its other case (「…存在する」 / 「…存在しない」, 「含まれる」 /
# 「含まれない」)
_OTHER_CASE = {
    A.Form.FINAL: A.Form.NEGATIVE,
    A.Form.NEGATIVE: A.Form.FINAL,
    A.Form.PASSIVE: A.Form.PASSIVE_NEG,
    A.Form.PASSIVE_NEG: A.Form.PASSIVE,
}


def restated_other_case(node: Any) -> Any:
    """「Cの場合、A。<C's verb alone, in the other polarity>場合、B。」 (「…が存在しない場合、A。存在
    する場合、B。」, 「…が含まれない場合、A。含まれる場合、B。」): the second condition is C's verb
    with nothing said of it but its polarity turned — the other case of C, as 「そうでない場合、B」
    says it. Read so: B's step given the lead ``otherwise`` and no condition of its own, for the
    game's reading of 「Cの場合、A。そうでない場合、B。」. Only with the ability's condition C an
    action (``node.condition``), exactly two sentences of one step each, the second step with no
    lead and its condition of C's marker; any other node is returned as it is."""
    cond = getattr(node, "condition", None)
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if cond is None or len(sents) != 2 or any(len(s.steps) != 1 for s in sents):
        return node
    cl = cond.clause
    st = sents[1].steps[0]
    other = st.condition
    if (
        not isinstance(cl, A.Action)
        or other is None
        or st.lead is not None
        or sents[0].steps[0].condition is not None
        or other.marker != cond.marker
        or not isinstance(other.clause, A.Action)
        or other.clause.args
        or other.clause.verb != cl.verb
        or other.clause.modal is not None
        or other.clause.more
        or cl.form not in _OTHER_CASE
        or other.clause.form is not _OTHER_CASE[cl.form]
    ):
        return node
    step = replace(st, condition=None, lead="otherwise")
    return replace(
        node,
        effect=replace(node.effect, sentences=(sents[0], replace(sents[1], steps=(step,)))),
    )


def _else_step(i: int, steps: tuple[A.Step, ...], r: Reading) -> A.Step:
    """「Xなら A し、違うなら B。」: B is done only when X was not met (11.2.2, 11.2.3) — read when
    the sentence has exactly one step with a condition before it, and B ends the sentence (what
    would follow it is not said to belong to either case)."""
    st = steps[i]
    before = [x for x in steps[:i] if x.condition is not None]
    if not r.v.else_steps or len(before) != 1 or i != len(steps) - 1 or st.lead is not None:
        raise Unsupported("「違うなら」 of this shape")
    if is_else(before[0].condition):
        raise Unsupported("「違うなら」 of this shape")
    return replace(st, condition=None, lead="else")


_NOT = (A.Form.NEGATIVE, A.Form.NEGATIVE_CONT, A.Form.CANNOT, A.Form.CANNOT_CONT)
_SHARED = (A.Role.TOPIC, A.Role.MEANS)


def _shared_args(steps: tuple[A.Step, ...]) -> tuple[A.Step, ...]:
    """「このユニットは相手のカードの効果で、選べず、退却しない」: two verbs in the negative that share
    their topic and their means; the grammar gives them to the first only, and the second, with
    no argument of its own, takes them."""
    out = list(steps)
    for i in range(1, len(out)):
        prev, st = out[i - 1].body, out[i].body
        if (
            isinstance(prev, A.Action)
            and isinstance(st, A.Action)
            and prev.form in (A.Form.NEGATIVE_CONT, A.Form.CANNOT_CONT)
            and st.form in _NOT
            and not st.args
            and out[i].condition is None
            and out[i].lead is None
            and prev.args
            and all(a.role in _SHARED for a in prev.args)
        ):
            out[i] = replace(out[i], body=replace(st, args=prev.args))
    return tuple(out)


def _count_before_the_verb(st: A.Step) -> tuple[A.Arg, ...] | None:
    """The arguments of a nominal step 「(Xは)Zを上からN枚、」: a pile (a zone) as object, its end
    (上 / 下) as source and a count as predicate, nothing else — the step a comma after the count
    makes of the first half of 「Zを上からN枚、Gに置く」."""
    b = nominal_step(st)
    if b is None:
        return None
    by_role = {a.role: a.value for a in b.args}
    if len(by_role) != len(b.args) or not set(by_role) <= {
        A.Role.TOPIC,
        A.Role.OBJECT,
        A.Role.SOURCE,
        A.Role.PREDICATE,
    }:
        return None
    pile, end, count = (by_role.get(x) for x in (A.Role.OBJECT, A.Role.SOURCE, A.Role.PREDICATE))
    if (
        pile is None
        and isinstance(end, A.NounPhrase)
        and len(end.terms) >= 2
        and isinstance(end.terms[-2], A.Zone)
        and isinstance(end.terms[-1], A.Position)
        and end.terms[-1].id in ("top", "bottom")
        and isinstance(count, A.NounPhrase)
        and len(count.terms) == 1
        and isinstance(count.terms[0], A.Count)
    ):
        # 「あなたの山札の上から１枚、」: the pile and its end in one place (as 「…の上から１枚を」)
        return b.args
    if not (
        isinstance(pile, A.NounPhrase)
        and pile.terms
        and isinstance(pile.terms[-1], A.Zone)
        and isinstance(end, A.NounPhrase)
        and len(end.terms) == 1
        and isinstance(end.terms[0], A.Position)
        and end.terms[0].id in ("top", "bottom")
        and isinstance(count, A.NounPhrase)
        and len(count.terms) == 1
        and isinstance(count.terms[0], A.Count)
    ):
        return None
    return b.args


def _face_means(a: A.Arg) -> bool:
    """「表で」 / 「裏で」: the face a card is put with, a manner of the verb (not its object)."""
    return (
        a.role is A.Role.MEANS
        and isinstance(a.value, A.NounPhrase)
        and len(a.value.terms) == 1
        and isinstance(a.value.terms[0], A.Word)
        and a.value.terms[0].id in ("face_up", "face_down")
    )


def _as_what(a: A.Arg) -> bool:
    """「…として」: what a card is put as (VG 7.40: 「このユニットのゲージとして置く」), the place of
    the verb in another form — 「上から２枚まで、このユニットのゲージとして置く」 joins as a goal does."""
    return (
        a.role is A.Role.NONE
        and isinstance(a.value, A.NounPhrase)
        and len(a.value.terms) >= 2
        and a.value.terms[-1] == A.Word("as")
    )


_AS_MANY = A.Word("only")  # 「…と同じだけ」: だけ after 同じ


def _as_many_joined(steps: tuple[A.Step, ...]) -> tuple[A.Step, ...]:
    """「そのバトル中、あなたの手札の枚数と同じだけ、このユニットのパワー＋2000する」: a step of its
    own (a nominal predicate 「Xの枚数と同じだけ」, with the step's time before it) that says how
    many times the step after it is done — Y done X times, as 「Xの枚数につき、Y」 (12.7.1 「YをX回
    実行します」): joined to that step as its 「…につき」; 「Xの数だけ、」 / 「Xの枚数だけ、」 (だけ
    alone) the same. Only with a number of cards (…の枚数 / …の数) and a step after it with no
    「…につき」 of its own; anything else as it is."""
    out: list[A.Step] = []
    i = 0
    while i < len(steps):
        st = steps[i]
        b = st.body
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        pred = [a for a in b.args if a.role is A.Role.PREDICATE] if isinstance(b, A.Action) else []
        np = pred[0].value if len(pred) == 1 else None
        inner = (
            np.terms[0].clause
            if isinstance(np, A.NounPhrase)
            and (
                len(np.terms) == 2
                or len(np.terms) == 3
                and np.terms[1] == A.Word("number")
                and np.links == ("", "")
            )
            and np.terms[-1] == _AS_MANY
            and isinstance(np.terms[0], A.Relative)
            else None
        )
        w = inner.args[0].value if inner is not None and len(inner.args) == 1 else None
        if (
            isinstance(np, A.NounPhrase)
            and len(np.terms) == 3
            and not (isinstance(w, A.NounPhrase) and w.terms[-1:] == (A.Word("number_of_cards"),))
        ):
            # 「退却させた枚数と同じ数だけ、」: 数 compared with a number of cards (枚数) is that
            # number, as 「…と同じだけ」 says; 「同じ数だけ」 with anything else is left as it is
            inner = w = None
        same = inner is not None and inner.verb == "same" and inner.args[0].role is A.Role.WITH
        if (
            inner is None
            and isinstance(np, A.NounPhrase)
            and len(np.terms) > 2
            and np.terms[-1] == _AS_MANY
            and np.terms[-2] in (A.Word("number_of_cards"), A.Word("number"))
            and np.links[-1] == ""
        ):
            # 「あなたのレストしているリアガードの数だけ、」 / 「…の枚数だけ、」: the number with
            # だけ alone, as 「…の枚数と同じだけ」 says
            w, same = A.NounPhrase(np.terms[:-1], np.links[:-1]), True
        if (
            isinstance(b, A.Action)
            and b.verb == "be"
            and b.form is A.Form.NOMINAL
            and same
            and isinstance(w, A.NounPhrase)
            and len(w.terms) > 1
            and w.terms[-1] in (A.Word("number_of_cards"), A.Word("number"))
            and all(a.role in (A.Role.PREDICATE, A.Role.TIME) for a in b.args)
            and st.lead is None
            and st.condition is None
            and st.cost is None
            and nxt is not None
            and isinstance(nxt.body, A.Action)
            and not any(a.role is A.Role.PER for a in nxt.body.args)
            and nxt.lead is None
            and nxt.condition is None
        ):
            time = tuple(a for a in b.args if a.role is A.Role.TIME)
            if time and any(a.role is A.Role.TIME for a in nxt.body.args):
                out.append(st)
                i += 1
                continue
            per = A.Arg(A.Role.PER, w, True)
            out.append(replace(nxt, body=replace(nxt.body, args=(*time, per, *nxt.body.args))))
            i += 2
            continue
        out.append(st)
        i += 1
    return tuple(out)


def _counts_joined(steps: tuple[A.Step, ...]) -> tuple[A.Step, ...]:
    """「あなたは自分の山札を上から1枚、自分のリングに置く」 (VS 8.1.1.3.3 prints the comma): the
    grammar ends a nominal clause at 「1枚、」 and types the verb after it with its goal alone; it
    is the one step the text without the comma is (「山札を上から1枚自分のリングに置く」): the
    nominal step's pile, end and count (as the floating count) are the next verb's. Read here,
    in the compiler, and not folded in the shared grammar (which changed how WS, with its own
    compiler, reads 「山札を上から5枚、控え室に置く」: round 13)."""
    out = list(steps)
    i = 0
    while i < len(out) - 1:
        head, nxt = _count_before_the_verb(out[i]), out[i + 1]
        b = nxt.body
        if (
            head is not None
            and isinstance(b, A.Action)
            and b.form is not A.Form.NOMINAL
            and nxt.condition is None
            and nxt.lead is None
            and nxt.cost is None
            and b.args
            and any(a.role is A.Role.GOAL or _as_what(a) for a in b.args)
            and all(a.role is A.Role.GOAL or _face_means(a) or _as_what(a) for a in b.args)
        ):
            args = tuple(
                replace(a, role=A.Role.NONE) if a.role is A.Role.PREDICATE else a for a in head
            )
            out[i : i + 2] = [replace(nxt, body=replace(b, args=(*args, *b.args)))]
        elif (
            _same_count_before_the_verb(out[i]) is not None
            and isinstance(b, A.Action)
            and b.form is not A.Form.NOMINAL
            and nxt.condition is None
            and nxt.lead is None
            and nxt.cost is None
            and all(a.role is not A.Role.NONE for a in b.args)
        ):
            # 「置いた枚数と同じ枚数、引く」: the comma after the count ends a nominal clause; the
            # count is the next verb's, as in 「置いた枚数と同じ枚数引く」
            count = A.Arg(A.Role.NONE, _same_count_before_the_verb(out[i]))
            out[i : i + 2] = [replace(nxt, body=replace(b, args=(count, *b.args)))]
        i += 1
    return tuple(out)


NUMBER_OF_CARDS = A.Word("number_of_cards")


def _same_count_before_the_verb(st: A.Step) -> A.NounPhrase | None:
    """A nominal step that is only 「Xと同じ枚数、」 (a relative 同じ before 枚数, nothing else):
    the count of the verb after its comma; None for another step."""
    b = lone_predicate(st)
    if b is None or b.amount is not None:
        return None
    np = b.args[0].value
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Relative)
        and np.terms[0].clause.verb == "same"
        and np.terms[1] == NUMBER_OF_CARDS
    ):
        return np
    return None


def _refs_replaced(x: Any, old: str, new: str) -> Any:
    """``x`` (an operation, a condition, a selector, nested) with every ``Sel(ref=old)`` named
    ``Sel(ref=new)`` instead."""
    if isinstance(x, tuple):
        return tuple(_refs_replaced(y, old, new) for y in x)
    if not is_dataclass(x) or isinstance(x, type):
        return x
    changes = {}
    for f in fields(x):
        val = getattr(x, f.name)
        got = _refs_replaced(val, old, new)
        if got is not val and got != val:
            changes[f.name] = got
    if isinstance(x, Sel) and x.ref == old:
        changes["ref"] = new
    return replace(x, **changes) if changes else x


def for_each_steps(before: list[Op], steps: tuple[A.Step, ...], r: Reading) -> list[Op] | None:
    """「あなたのリアガードを２枚まで選び、それぞれについて、そのユニットと同名のカードを山札から
    １枚まで探し、(R)にコールする」: the steps after 「それぞれについて、」, to the end of the
    sentence, done once for each card the choice before it chose, 「その…」 in them naming that
    card (``Sel(ref="each")``) — ``Op("for_each", each=<the cards chosen>, modes=((text, the
    steps),))``, where the game's runtime runs it (``Vocab.for_each``). ``before``: the sentence's
    operations before the connector; None when no step opens with it."""
    k = next((i for i, st in enumerate(steps) if st.lead == "for_each_of_them"), None)
    if k is None:
        return None
    if not r.v.for_each:
        raise Unsupported("the connector for_each_of_them")
    last = before[-1] if before else None
    if k == 0 or last is None or last.verb not in ("choose", "search") or steps[k].condition:
        raise Unsupported("「それぞれについて」 with no cards chosen just before it")
    body = (replace(steps[k], lead=None), *steps[k + 1 :])
    inner = tie(tuple(o for st in body for o in step(st, r)), r.kind, None, r.v)
    inner = tuple(_refs_replaced(op, "that", "each") for op in inner)
    from grammar.render import render_step

    text = "".join(render_step(st) for st in body)
    loop = Op(
        "for_each",
        target=Sel(ref="chosen"),
        modes=((text, Program("auto", steps=inner)),),
        sentence=r.sentence,
    )
    return [*before, loop]


# 「そのターン中、この能力は使えなくなる。」 / 「そのゲーム中、…」: the period an ability says of
# itself (VG 11.2.1.1.1 / 11.2.1.2.1 name both), by the duration heading it; as data — a
# duration, or the span word of 「この/そのＸ中、」 typed as a step of its own (ファイト: the game)
SAID_LIMITS = {"this_turn": "turn"}
SAID_SPANS = {"turn": "turn", "fight": "fight", "game": "fight"}


def _said_span(st: A.Step) -> str | None:
    """「このファイト中、」 / 「そのゲーム中、」 typed as a step of its own (a nominal predicate
    「この/その＋span＋中」): the limit of its span (``SAID_SPANS``); else None."""
    b = lone_predicate(st)
    if b is None or st.condition is not None or st.lead is not None:
        return None
    word = _span_word(b)
    return SAID_SPANS.get(word) if word is not None else None


def _said_tail(steps: tuple[A.Step, ...]) -> tuple[A.Action, int] | None:
    """The 「この能力は使えなくなる」 (use.can_cont + ない + なる: three steps) or 「この能力は
    使えない」 (use.cannot: one step) ending a sentence: its use step and how many steps it takes."""
    if len(steps) >= 3:
        use, neg, become = (st.body for st in steps[-3:])
        if (
            isinstance(use, A.Action)
            and isinstance(neg, A.Action)
            and isinstance(become, A.Action)
            and use.verb == "use"
            and use.form == A.Form.CAN_CONT
            and (neg.verb, neg.form, neg.args) == ("exist_thing", A.Form.NEGATIVE_CONT, ())
            and (become.verb, become.form, become.args) == ("become", A.Form.FINAL, ())
            and all(st.condition is None and st.lead is None for st in steps[-3:])
        ):
            return use, 3
    if steps:
        use = steps[-1].body
        if (
            isinstance(use, A.Action)
            and use.verb == "use"
            and use.form == A.Form.CANNOT
            and steps[-1].condition is None
            and steps[-1].lead is None
        ):
            return use, 1
    return None


def said_limit(eff: A.Effect) -> tuple[A.Effect, str | None]:
    """「…。そのターン中、この能力は使えなくなる。」 / 「…し、そのゲーム中、この能力は使えなく
    なる。」 / 「…。このファイト中、この能力は使えない。」 / 「…。そのターン中、あなたはこの能力を
    使えない。」: the ability's own period limit said at
    the end of its effect (the grammar reads 使えなくなる as use.can + ない + なる, 使えない as
    use.cannot, topic この能力; the period a duration of the step, or 「この/そのＸ中、」 typed as
    a step before it) — the effect without it and the period (``SAID_LIMITS`` / ``SAID_SPANS``:
    turn, or fight = the game), for the game's runtime to treat as its limit (used up when its
    effect has changed the game: VG 11.2.1.1.1 / 11.2.1.2.1); else the effect and None. A
    「この能力は使えない」 with no period is not this (a use requirement, read elsewhere)."""
    if not eff.sentences:
        return eff, None
    last = eff.sentences[-1]
    tail = _said_tail(last.steps)
    if tail is None:
        return eff, None
    use, k = tail
    roles = {a.role: a.value for a in use.args}
    if roles.get(A.Role.TOPIC) == A.NounPhrase((A.Owner("you"),)) and roles.get(
        A.Role.OBJECT
    ) == A.NounPhrase((A.Ref("this_ability"),)):
        # 「そのターン中、あなたはこの能力を使えない。」: the same limit said of its master — the
        # ability 使えない for the one who would use it (VG 12.2.1), as 「この能力は使えなくなる」
        del roles[A.Role.OBJECT]
        roles[A.Role.TOPIC] = A.NounPhrase((A.Ref("this_ability"),))
    time = roles.get(A.Role.TIME)
    rest = last.steps[:-k]
    period: str | None = None
    if set(roles) == {A.Role.TIME, A.Role.TOPIC} and isinstance(time, A.Duration):
        period = SAID_LIMITS.get(time.id)
    elif set(roles) == {A.Role.TOPIC} and rest:
        period = _said_span(rest[-1])
        rest = rest[:-1]
    if period is None or roles.get(A.Role.TOPIC) != A.NounPhrase((A.Ref("this_ability"),)):
        return eff, None
    if rest and rest[-1].body.form != A.Form.CONTINUATIVE:
        return eff, None
    if rest:
        # 「１枚引き、そのターン中、…」: the step before it ends the sentence
        body = replace(rest[-1].body, form=A.Form.FINAL)
        sents = (
            *eff.sentences[:-1],
            replace(last, steps=(*rest[:-1], replace(rest[-1], body=body))),
        )
    else:
        sents = eff.sentences[:-1]
    if not sents:
        return eff, None  # nothing else done: no effect to change the game
    return replace(eff, sentences=sents), period


# the verbs whose cards a later step of the sentence acts on: 「XにつきYする」 with such a step
# first makes Y the rest of the sentence (``per_group_steps``)
_CHOOSING = frozenset({"choose", "search"})


def per_group_steps(steps: tuple[A.Step, ...], r: Reading) -> list[Op] | None:
    """「あなたのダメージゾーン１枚につき、あなたのリアガードを１枚選び、そのターン中、パワー＋
    5000」: 「XにつきYする」 where Y opens with a choice whose cards the steps after it act on —
    Y is the choice and the rest of the sentence, done X times (12.7.1), X fixed first (12.7.2),
    no card chosen twice across the X times (12.7.3) — ``Op("per_group", per=…, modes=((text,
    the steps),))``, where the game's runtime runs it (``Vocab.per_group``). None when the
    sentence does not open with a choice carrying 「…につき」 (a step repeated alone is
    ``steps.per_step``)."""
    first = steps[0] if steps else None
    if first is None or not isinstance(first.body, A.Action) or first.body.verb not in _CHOOSING:
        return None
    per_np = next((a.value for a in first.body.args if a.role == A.Role.PER), None)
    if per_np is None:
        return None
    if not r.v.per_group:
        raise Unsupported("a choice repeated per a count, in a game that cannot run it")
    if first.condition is not None or first.lead is not None:
        raise Unsupported("a choice repeated per a count after a condition or connector")
    from ruling.cardtext.steps import _per

    per, per_stat = _per(per_np, r)
    body_args = tuple(a for a in first.body.args if a.role != A.Role.PER)
    body = (replace(first, body=replace(first.body, args=body_args)), *steps[1:])
    inner = tie(tuple(sentence_steps(body, r)), r.kind, None, r.v)
    from grammar.render import render_step

    text = "".join(render_step(st) for st in body)
    return [
        Op(
            "per_group",
            per=per,
            per_stat=per_stat,
            modes=((text, Program("auto", steps=inner)),),
            sentence=r.sentence,
        )
    ]


def _topic_before_timing(steps: tuple[A.Step, ...], v: Vocab) -> tuple[A.Step, ...]:
    """「この効果でバインドしたカードは、次の相手のターン終了時、持ち主のドロップに置かれる」: the
    grammar hangs the topic 「Xは、」 on the timing that follows it (a nominal step) and leaves the
    next step with none; the topic is that step's — read as 「次の相手のターン終了時、Xは、…置か
    れる」 (the timing alone, the delayed step with its topic). Any other steps as they are."""
    out = list(steps)
    for i, st in enumerate(out[:-1]):
        b, nxt = st.body, out[i + 1].body
        if not (
            isinstance(b, A.Action)
            and b.verb == "be"
            and b.form is A.Form.NOMINAL
            and [a.role for a in b.args] == [A.Role.TOPIC, A.Role.PREDICATE]
            and st.condition is None
            and st.cost is None
            and isinstance(nxt, A.Action)
            and not any(a.role in (A.Role.TOPIC, A.Role.SUBJECT) for a in nxt.args)
        ):
            continue
        timing = replace(st, body=replace(b, args=(b.args[1],)))
        try:
            when = delay_timing(timing, v)
        except Unsupported:
            when = None
        if when is None or when.event != "timing":
            continue
        out[i] = timing
        out[i + 1] = replace(out[i + 1], body=replace(nxt, args=(b.args[0], *nxt.args)))
    return tuple(out)


def sentence_steps(steps: tuple[A.Step, ...], r: Reading) -> list[Op]:
    """A sentence's steps; a timing among them (「そのバトル終了時、」) delays the rest of the
    sentence until then (時限誘発: an automatic ability the effect makes, once); 「それぞれに
    ついて、」 does the rest of it once for each card chosen (``for_each_steps``)."""
    grouped = per_group_steps(steps, r)
    if grouped is not None:
        return grouped
    k = next((i for i, st in enumerate(steps) if st.lead == "for_each_of_them"), None)
    if k is not None:
        before = sentence_steps(steps[:k], r) if k else []
        got = for_each_steps(before, steps, r)
        assert got is not None
        return got
    steps = _shared_args(
        _battles_joined(_spans_joined(_counts_joined(_as_many_joined(steps)), r.v), r)
    )
    steps = _topic_before_timing(steps, r.v)
    steps = tuple(
        _else_step(i, steps, r) if is_else(x.condition) else x for i, x in enumerate(steps)
    )
    out: list[Op] = []
    for i, st in enumerate(steps):
        timed = _timed_step(st, r.v) if i == len(steps) - 1 else None
        if timed is not None:
            # 「そのユニットはあなたのターン終了時に山札の下に置かれる」: a delayed effect (11.9.7)
            when, act = timed
            from ruling.cardtext.steps import _around, _lead

            lead = _lead(st, r.v)
            cond = condition(st.condition, r.v) if st.condition is not None else None
            rest = tie(tuple(step(act, r)), r.kind, _implied_at(out), r.v)
            from grammar.render import render_step

            delay = Op("delay", when=when, modes=((render_step(st), Program("auto", steps=rest)),))
            out.append(_around(replace(delay, sentence=r.sentence), lead, cond, None, r))
            break
        when = delay_timing(st, r.v)
        if when is None:
            out += _performer_said(st, r, step(st, r))
            continue
        if st.cost is not None:
            raise Unsupported("a delayed effect with a cost before it")
        # 「そうしたなら、そのターン終了時、…」 / 「…なら、そのバトル終了時、…」: the effect is
        # made only if the connector or the condition allows it
        from ruling.cardtext.steps import _around, _lead

        lead = _lead(st, r.v)
        cond = condition(st.condition, r.v) if st.condition is not None else None
        rest = tie(
            tuple(o for x in steps[i + 1 :] for o in step(x, r)), r.kind, _implied_at(out), r.v
        )
        if not rest:
            raise Unsupported("a timing with nothing after it")
        prog = Program("auto", steps=rest)
        from grammar.render import render_step

        text = "".join(render_step(x) for x in steps[i:])
        span = period_event(st.body) if r.v.delayed_periods else None
        until = until_of(span[1], r) if span is not None else None
        detail: tuple[Any, ...] = ()
        once = next_in_period(st.body)
        if once is not None:
            # 「そのターン中、次に…した時」: once, at the next such event within the period
            until, detail = until_of(once[1], r), (NEXT_ONLY,)
        delay = Op(
            "delay",
            when=when,
            modes=((text, prog),),
            sentence=r.sentence,
            until=until,
            detail=detail,
        )
        out.append(_around(delay, lead, cond, None, r))
        break
    return out


# a step's ``detail`` mark while its sentence is tied (``sentence_steps`` → ``in_context``, which
# takes it off): the step names its own player (「あなたは」「相手は」) — the topic of a step before
# it in the sentence does not carry to it (the default ``performer`` ``you`` cannot tell 「あなた
# は」 said from no player said)
_SAID_PERFORMER = ("performer_said",)


def _performer_said(st: A.Step, r: Reading, ops: list[Op]) -> list[Op]:
    """``ops`` (the steps read from ``st``) marked ``_SAID_PERFORMER`` when ``st`` names its own
    player as its topic, in a game whose topic carries over a sentence (``sentence_performer``);
    else as they are."""
    b = st.body
    if not r.v.sentence_performer or not isinstance(b, A.Action):
        return ops
    from ruling.cardtext.nouns import sel

    for a in b.args:
        if a.role is not A.Role.TOPIC:
            continue
        try:
            who = sel(a.value, r.v)
        except Unsupported:
            continue
        if who.owner in ("you", "opponent") and who in (
            Sel(owner=who.owner),
            Sel(owner=who.owner, kinds=("player",)),
        ):
            return [replace(o, detail=(*o.detail, _SAID_PERFORMER)) for o in ops]
    return ops


# 「…はあなたのターン終了時に退却する / 手札に戻る」: an intransitive verb, and the transitive act
# that says the same of its subject (退却させる, 戻す)
_INTRANSITIVE = {"retire": ("retire", A.Form.CAUSATIVE), "go_back": ("return", A.Form.FINAL)}


def _timed_step(st: A.Step, v: Vocab) -> tuple[Trig, A.Step] | None:
    """「そのユニットはあなたのターン終了時に山札の下に置かれる」 / 「コールしたユニットはあなたの
    ターン終了時に退却する」 / 「そのカードは相手のターン終了時に手札に戻る」: what happens to the
    cards the topic names at the end of a fighter's turn — the delayed effect (時限誘発, 11.9.7)
    「あなたのターン終了時、そのユニットを山札の下に置く」: the timing (``owner``: whose turn, read
    by the game's runtime) and the step, the passive made active or the intransitive transitive,
    the topic its object; None for another step."""
    b = st.body
    if not isinstance(b, A.Action) or st.cost is not None or st.lead is not None:
        return None
    goals = [
        a
        for a in noun_args(b, A.Role.GOAL, 2)
        if isinstance(owner := np_terms(a.value)[0], A.Owner)
        and owner.who in ("you", "opponent")
        and np_terms(a.value)[1] == A.Word("end_of_turn")
        and getattr(a.value, "links", None) == ("の",)
    ]
    topics = [a for a in b.args if a.role in (A.Role.TOPIC, A.Role.SUBJECT)]
    if len(goals) != 1 or len(topics) != 1 or "turn" not in v.phases.values():
        return None
    if b.form is A.Form.PASSIVE:
        verb, form = b.verb, A.Form.FINAL
    elif b.form is A.Form.FINAL and b.verb in _INTRANSITIVE:
        verb, form = _INTRANSITIVE[b.verb]
    else:
        return None
    args = tuple(
        A.Arg(A.Role.OBJECT, a.value) if a is topics[0] else a for a in b.args if a is not goals[0]
    )
    who = goals[0].value.terms[0].who  # type: ignore[union-attr]
    when = Trig("timing", phase="turn", point="end", owner=who)
    return when, replace(st, body=replace(b, verb=verb, form=form, args=args))


def _implied_at(ops: list[Op]) -> Sel | None:
    return _implied(ops[-1]) if ops else None


def tie(
    ops: tuple[Op, ...], kind: str, before: Sel | None = None, v: Vocab | None = None
) -> tuple[Op, ...]:
    unsaid = v.unsaid_unit if v is not None and kind in UNIT_KINDS else ()
    return sentence_replaced(
        stat_again(
            durations(
                with_instead(
                    sentence_conditions(
                        in_context(
                            ops,
                            before,
                            unsaid,
                            bool(v and v.sentence_performer),
                            v.performed_verbs if v is not None else frozenset(),
                        ),
                        kind,
                    ),
                    kind,
                    v.instead_counts if v is not None else None,
                ),
                v.default_until if v else None,
            ),
            kind,
        ),
        kind,
    )


def sentence_conditions(ops: tuple[Op, ...], kind: str) -> tuple[Op, ...]:
    """【永】「…。Xなら、このユニットのパワー＋10000し、クリティカル＋１」: a condition reaches the
    steps after it in its sentence, to the 「。」 — a continuous ability's changes are each applied
    while their own condition holds (the runtime reads ``Op.cond`` step by step, no sentence is
    resolved), so each step after the condition carries it. The other kinds resolve sentence by
    sentence (the runtime gates the rest of the sentence): as they are."""
    if kind != "continuous":
        return ops
    out: list[Op] = []
    for op in ops:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.cond is not None
            and op.cond is None
            and op.lead is None
            and op.sentence == prev.sentence
        ):
            op = replace(op, cond=prev.cond)
        out.append(op)
    return tuple(out)


def sentence_replaced(ops: tuple[Op, ...], kind: str = "auto") -> tuple[Op, ...]:
    """「A。Xなら、かわりにB。」 (``Op.lead`` ``replaces`` on B's first step, with X its
    condition): read where the runtime can decide X once, as A is to be resolved, and then do
    either A or B (VG 11.3.1.3.4) — B opens its sentence, right after A's; A is one plain
    sentence (no condition, connector or cost of its own on its steps); nothing after B reads
    A's or B's result (「さらに」, 「そうしたら」 …) or replaces again. Else refused."""
    if not any(op.lead == "replaces" for op in ops):
        return ops
    if kind == "continuous":
        return _changes_replaced(ops)
    for i, op in enumerate(ops):
        if op.lead != "replaces":
            continue
        before = [o for o in ops[:i] if o.sentence == op.sentence - 1]
        if (
            op.cond is None
            or any(o.sentence == op.sentence for o in ops[:i])
            or not before
            or any(o.cond is not None or o.lead is not None or o.cost is not None for o in before)
            or any(o.sentence > op.sentence and o.lead is not None for o in ops[i + 1 :])
            or any(o.sentence == op.sentence and o.lead is not None for o in ops[i + 1 :])
        ):
            raise Unsupported("「かわりに」 of a sentence, of this shape")
    return ops


def _changes_replaced(ops: tuple[Op, ...]) -> tuple[Op, ...]:
    """【永】「Xなら、このユニットのパワー＋5000。Zなら、かわりにパワー＋10000」: the change of the
    sentence before, applied with the other amount instead while Z holds (a replacement of what
    the ability does, 11.3.1.3: where the change before would not apply — X not met — there is
    nothing to replace). The same value of the same cards for as long, each sentence that one
    change alone: the amount replaced (``Op.instead``, as 「＋5000ではなく＋10000」); else refused."""
    out: list[Op] = []
    for op in ops:
        if op.lead != "replaces":
            out.append(op)
            continue
        prev = out[-1] if out else None
        same = (
            prev is not None
            and prev.verb == "stat"
            and op.verb == "stat"
            and op.sentence == prev.sentence + 1
            and sum(1 for o in ops if o.sentence in (prev.sentence, op.sentence)) == 2
            and op.stat in (prev.stat, "again")
            and (
                op.target is None
                or op.target.ref in ("implied", "again")
                or op.target == prev.target
            )
            and op.cond is not None
            and not (prev.per or op.per or prev.more or op.more or prev.cost or op.cost)
            and not (prev.optional or op.optional or prev.lead or prev.set_to or op.set_to)
            and op.until in (None, prev.until)
        )
        if not same:
            raise Unsupported("「かわりに」 of a sentence in a continuous ability, of this shape")
        assert prev is not None
        out[-1] = replace(prev, instead=(*prev.instead, (op.cond, op.amount)))
    return tuple(out)


def stat_again(ops: tuple[Op, ...], kind: str = "auto") -> tuple[Op, ...]:
    """「…パワー＋10000。Xなら、さらに＋10000」: an amount alone after さらに changes the value
    the step just before it changed, of the same cards, for as long. The sentence after さらに
    needs the one before to have met its requirement (VG 11.2.5): the runtime skips it
    (``Op.lead`` ``furthermore``); in a continuous ability (no run of steps) the change before's
    condition is joined to its own; in a game that does not gate さらに, a change before with a
    condition is refused."""
    out: list[Op] = []
    for op in ops:
        if op.verb == "stat" and op.stat == "again":
            prev = out[-1] if out else None
            if (
                prev is None
                or prev.verb != "stat"
                or prev.stat == "again"
                or prev.more
                or prev.per is not None
                or prev.target is None
                or prev.target.ref == "implied"
            ):
                raise Unsupported("「さらに」 with an amount and no change of one value before it")
            cond = op.cond
            if prev.cond is not None:
                if kind == "continuous":
                    cond = both(prev.cond, op.cond)
                elif op.lead != "furthermore":
                    raise Unsupported("「さらに」 after a change with a condition, not gated")
            op = replace(op, target=prev.target, stat=prev.stat, until=prev.until, cond=cond)
        out.append(op)
    return tuple(out)


# the kinds of ability a unit has (an order's text, ``event``, has no unit of its own)
UNIT_KINDS = ("auto", "activated", "continuous")


def _implied(prev: Op | None) -> Sel | None:
    """What 「…し、」 leaves for the next step to act on."""
    if prev is None:
        return None
    if prev.verb in ("choose", "search"):
        return Sel(ref="chosen")
    if prev.verb == "look":
        return Sel(ref="looked")
    if (
        prev.verb == "reveal"
        and prev.target is not None
        and prev.target.ref is None
        and prev.target.pos == "top"
    ):
        # 「山札の上から1枚を公開する。そのカードが…」: the cards revealed stay where they are (VS
        # 3.1.8) and are read as the cards a look saw — a look every player makes
        return Sel(ref="looked")
    if prev.verb == "call":
        return Sel(ref="called")
    if prev.target is not None and prev.target.ref in (
        "this",
        "that",
        "chosen",
        "called",
        "each",
        "looked",
    ):
        # (「…見る。…なら手札に加えてよい。そうしなかったなら、山札の下に置く」: the card looked at)
        return Sel(ref=prev.target.ref)
    if prev.verb == "shuffle":
        # 「山札をシャッフルし、さらにパワー＋2000」: a shuffle acts on a zone, not on cards it
        # leaves for the next step (before: read as the cards moved, a card in the deck given
        # power; VG 11.8.5.3 names the unit left unsaid)
        return None
    if prev.verb == "stat" and prev.target is not None and prev.target.ref is None:
        # a change of values moves no card: 「あなたの前列のユニットすべてのパワー＋5000し、
        # クリティカル＋１」 / 【永】「…すべてのパワー＋5000。Xなら、さらにパワー＋5000」 act on the
        # cards the change before described (before: read as the cards moved, none — the
        # critical was silently not given, the continuous ability refused)
        return prev.target
    if prev.target is not None and prev.target.ref is None and prev.verb not in ("draw", "look"):
        return Sel(ref="moved")
    return None


# steps that, with a count and no place after a look (7.7, VG), act on cards chosen among
# those looked at
_AMONG_LOOKED = frozenset({"move", "call", "reveal", "discard", "bind", "remove"})


# acts a fighter performs on cards: 「相手は…選び、退却させる」 — the topic's fighter does each;
# and a draw: 「相手は自分の手札を１枚選び、捨て、１枚引く」 — the topic's player draws (before, the
# master drew: the topic's scope stopped at the acts on cards)
_PERFORMED = frozenset(
    {"choose", "search", "look", "reveal", "retire", "move", "discard", "bind", "call"}
    | {"rest", "stand", "shuffle", "remove", "draw"}
)


# kinds that name a card by the place it stands in (VG 「リアガード」 / 「ヴァンガード」 4.9.2.6):
# a choice of such cards after a look is not among the cards looked at (VG 14.22.2 「…見る。…置いた
# 場合、あなたのスタンド状態のリアガードを1枚選び」)
PLACED_KINDS = frozenset({"vanguard", "rearguard", "guardian"})


def _amount_in_place(prev: Op, op: Op, ops: tuple[Op, ...]) -> bool:
    """Whether ``op`` (「Xなら、かわりにパワー＋10000」, the whole of its sentence, its cards left
    unsaid) is the same change as ``prev`` (the last step of the sentence before, a change of
    the cards a choice there chose) with another amount, for as long."""
    return (
        prev.verb == "stat"
        and op.verb == "stat"
        and prev.target is not None
        and prev.target.ref == "chosen"
        and op.sentence == prev.sentence + 1
        and sum(1 for o in ops if o.sentence == op.sentence) == 1
        and op.stat == prev.stat
        and op.until in (None, "inherit", prev.until)
        and op.cond is not None
        and op.amount is not None
        and not (prev.instead or prev.per or op.per or prev.more or op.more)
        and not (prev.cost or op.cost or prev.optional or op.optional)
        and not (prev.set_to or op.set_to or prev.lead or prev.cond)
    )


def in_context(
    ops: tuple[Op, ...],
    before: Sel | None = None,
    unsaid: tuple[str, ...] = (),
    carry_performer: bool = False,
    performed: frozenset[str] = frozenset(),
) -> tuple[Op, ...]:
    """Objects left unsaid, and choices among cards just looked at; ``before``: what the first
    step acts on when it names nothing (a list item: the cards its ability chose); ``unsaid``:
    the clauses of a game's rule that a unit left unsaid with nothing before it to act on is
    the unit that has the ability (VG 11.8.5.3: 「そのバトル中、パワー＋5000」, 「１枚引き、
    パワー＋5000」), cited by the step (``detail`` ``unsaid``); ``performed``: a game's own
    verbs a sentence's performer does too (``Vocab.performed_verbs``)."""
    acts = _PERFORMED | performed
    out: list[Op] = []
    looked = False
    among: tuple[int, str] | None = None  # the sentence and cards of 「その中から」 before
    doer: tuple[int, str] | None = None  # the sentence and fighter of 「相手は…」 before
    read: dict[Cond, Cond] = {}  # a condition left unsaid, as read for the first step it governs
    shown: Sel | None = None  # the cards the last step that picked out or showed cards named
    taken: Sel | None = None  # the cards the last step took from a deck position (no name)
    placed = False  # a step since the cards were shown put cards on circles (a call)
    for op in ops:
        said = _SAID_PERFORMER in op.detail
        if said:
            op = replace(op, detail=tuple(x for x in op.detail if x != _SAID_PERFORMER))
        if op.cond is not None and _performers(op.cond):
            op = replace(op, cond=_performer_checked(op.cond, out))
        if op.cond is not None and _among_in(op.cond):
            # 「…をドロップに置く。その中に…があるなら」: among the cards the step before dealt with
            prev = out[-1] if out else None
            op = replace(op, cond=_among_named(op.cond, prev))
        if shown is not None and _refers(op.cond, "that"):
            # 「山札を上から１枚見て、それがトリガーユニットなら…」 / 「…１枚選び、それがグレード２
            # なら…」 / 「…公開する。それが…なら」: 「それ」 / 「その…」 after a step that picks out
            # or shows cards names those cards (the nearest antecedent; before, after a look the
            # runtime read the card the trigger was about — the unit attacked, the unit that
            # appeared — a silent misread; after a reveal from the deck a vg rule read it so)
            assert op.cond is not None
            op = replace(op, cond=_with_ref(op.cond, shown, "that"))
        if shown is None and taken is not None and _refers_said(op.cond, "that", _ANY_CARD):
            # 「山札の上から１枚バインドする。そのカードのグレードが３なら…」: 「そのカード」 / 「それ」
            # after a step that took cards from a deck position names those cards, the nearest
            # antecedent (before: the card the trigger was about — the attacking unit itself — a
            # silent misread); 「そのユニット」 still names the trigger's unit
            assert op.cond is not None
            op = replace(op, cond=_with_said_ref(op.cond, taken, "that", _ANY_CARD))
        if (
            shown is None
            and taken is not None
            and op.target is not None
            and op.target.ref == "that"
            and op.target.said in _ANY_CARD
            and not (
                op.cond is not None
                and op.cond.sel is not None
                and (op.cond.sel.ref or "").startswith("acted:")
            )
        ):
            # (「ドロップに置いたカードに…があるなら、そのカードを１枚選び」: 「その」 names the cards
            # the condition found among them — read below)
            op = replace(op, target=replace(taken, count=op.target.count, bound=op.target.bound))
        if (
            shown is not None
            and op.target is not None
            and op.target.ref == "that"
            and not (shown.ref == "looked" and op.target.said == "unit" and not placed)
        ):
            # (「山札の上から１枚公開し、…なら、そのユニットのパワー＋10000」: a card looked at or
            # revealed in the deck is no unit — 「そのユニット」 is the unit named before it; once
            # a step has put cards on circles (a call) the cards shown may be units, as before)
            # 「…１枚見て、…コールしなかったなら、そのカードを山札の下に置く」: the same antecedent
            op = replace(op, target=replace(shown, count=op.target.count, bound=op.target.bound))
        if op.cond is not None and implied_in(op.cond):
            if op.cond not in read:
                prev = out[-1] if out else None
                imp = _implied(prev) if prev is not None else before
                if imp is None:
                    raise Unsupported("a condition on cards it does not name")
                read[op.cond] = _with_ref(op.cond, imp)
            op = replace(op, cond=read[op.cond])
        if not carry_performer:
            pass
        elif op.performer == "each" and op.verb in acts:
            # 「あなたと相手はそれぞれ…選び、退却させる」: each player's choice is theirs; the
            # act after it takes the cards both chose, as the first fighter does it (1.3.4)
            doer = None
        elif op.performer != "you" and op.verb in acts:
            doer = (op.sentence, op.performer)
        elif (
            doer is not None
            and doer[0] == op.sentence
            and op.verb in acts
            and op.lead is None
            and op.performer == "you"
            and not said
        ):
            # 「相手は自分のリアガードを１枚選び、退却させる」: the fighter the sentence's topic
            # names does each act of it, not only the first (VG 11.8.5.1: the fighter named does
            # it); a step of its own subject (「相手は１枚引き、あなたは１枚引く」: あなた said) or
            # connector is left as it is
            op = replace(op, performer=doer[1])
        else:
            doer = None
        if op.verb == "look":
            looked = True
        if (
            op.verb == "choose"
            and op.target is not None
            and op.target.ref is None
            and not op.target.zones
            and among is not None
            and among[0] == op.sentence
        ):
            # 「その公開された中から１枚まで選び、手札に加え、１枚まで選び、ソウルに置き」: a further
            # choice in the sentence, with no place of its own, is among the same cards
            op = replace(op, target=replace(op.target, ref=among[1]))
        if (
            op.verb in ("choose", "search")
            and op.target is not None
            and op.target.ref is None
            and not op.target.zones
            and looked
            and not set(op.target.kinds) & PLACED_KINDS
        ):
            # a choice — or a search (「山札の上から５枚見て、…を１枚まで探し」) — with no place
            # of its own after a look is among the cards looked at
            op = replace(op, target=replace(op.target, zones=("looked",)))
        if (
            looked
            and op.verb in _AMONG_LOOKED
            and op.n is not None
            and op.target is not None
            and op.target.ref is None
            and op.target.owner is None
            and not op.target.zones
        ):
            # 「山札を上から２枚見て、１枚を手札に加え」: a count with no place of its own after a
            # look is a choice among the cards looked at, then the step acts on the chosen one(s),
            # as 「１枚選び、手札に加え」 (before, it chose from nowhere and moved nothing)
            pick = Op(
                verb="choose",
                target=replace(op.target, zones=("looked",)),
                n=op.n,
                bound=op.bound,
                cond=op.cond,
                sentence=op.sentence,
            )
            out.append(pick)
            op = replace(op, target=Sel(ref="chosen"), n=None, bound="exact")
        prev = out[-1] if out else None
        if (
            not looked
            and prev is not None
            and prev.verb == "reveal"
            and prev.sentence == op.sentence
            and prev.target is not None
            and prev.target.pos == "top"
            and op.verb in _AMONG_LOOKED
            and op.n is not None
            and op.bound != "all"
            and op.target is not None
            and op.target.ref is None
            and op.target.owner is None
            and not op.target.zones
        ):
            # 「山札の上から３枚公開し、グレード２のカードを１枚まで手札に加え」: a count with no place
            # of its own just after a reveal is a choice among the cards revealed, then the step
            # acts on the chosen one(s), as after a look (before: chosen from the field — a unit
            # of that grade put into the hand)
            out.append(
                Op(
                    verb="choose",
                    target=replace(op.target, ref="acted:reveal"),
                    n=op.n,
                    bound=op.bound,
                    cond=op.cond,
                    sentence=op.sentence,
                )
            )
            op = replace(op, target=Sel(ref="chosen"), n=None, bound="exact")
        if (
            op.target is not None
            and op.target == Sel(ref="that")
            and op.cond is not None
            and op.cond.what == "count"
            and op.cond.sel is not None
            and (op.cond.sel.ref or "").startswith("acted:")
            and op.cond.cmp in ("ge", "gt")
        ):
            # 「ドロップに置いたカードにグレード２のユニットカードがあるなら、そのカードを１枚選び」:
            # 「その」 points at the cards the condition just found among those acted on
            op = replace(op, target=replace(op.cond.sel, count=None, bound="exact"))
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.verb in ("look", "reveal")
            and prev.sentence == op.sentence
            and op.verb in _AMONG_LOOKED
            and op.bound == "all"
            and op.target is not None
            and op.target.ref is None
            and op.target.owner is None
            and not op.target.zones
        ):
            # 「山札の上から２枚公開し、ユニットカードをすべて(R)にコールし」 / 「…見て、グレード３を
            # すべて手札に加え」: all of a description with no place of its own, just after a look
            # or a reveal, is all such among the cards looked at / revealed (before: every such
            # card anywhere, units on the field included)
            op = replace(
                op,
                target=replace(op.target, zones=("looked",))
                if prev.verb == "look"
                else replace(op.target, ref="acted:reveal"),
            )
        if op.target is not None and op.target.ref in ("among", "among_looked"):
            # 「その中から」: among the cards the step before looked at or revealed (``among``; a
            # game whose runtime keeps no revealed cards: looked at only, ``among_looked``)
            prev = out[-1] if out else None
            if prev is not None and prev.verb == "look":
                op = replace(op, target=replace(op.target, ref=None, zones=("looked",)))
            elif prev is not None and prev.verb == "reveal" and op.target.ref == "among":
                op = replace(op, target=replace(op.target, ref="acted:reveal"))
            elif prev is not None and prev.verb == "reveal":
                raise Unsupported("a choice among the cards a step before dealt with")
            else:
                raise Unsupported("「その中から」 with no cards looked at or revealed before")
        if (
            op.verb == "choose"
            and op.target is not None
            and (op.target.ref or "").startswith("acted:")
        ):
            among = (op.sentence, op.target.ref or "")
        elif op.verb == "choose" and op.target is not None and op.target.zones == ("looked",):
            among = None
        if op.target is not None and op.target.ref == "implied" and op.lead == "else":
            # 「…なら(R)にコールし、違うなら捨てる」: the other case acts on what the step it is
            # the other case of would have acted on (that step did not run)
            alt = out[-1].target if out else None
            if alt is None or alt.ref is None:
                raise Unsupported(f"{op.verb} with no cards to act on")
            out.append(replace(op, target=alt))
            continue
        if op.target is not None and op.target.ref == "implied" and op.lead == "replaces":
            # 「…すべてを、パワー＋5000。Xなら、かわりにパワー＋10000」: done in place of the
            # sentence before, it acts on what that sentence's last step would have — a
            # description, this card or the card the trigger was about (a choice made there is
            # not made)
            alt = out[-1].target if out else None
            prev = out[-1] if out else None
            if prev is not None and _amount_in_place(prev, op, ops):
                # 「…を１枚選び、そのターン中、パワー＋5000。Xなら、かわりにパワー＋10000」: the
                # sentence after a choice, a change of the same value of the cards chosen — the
                # amount done in place of the other (a change of a change, 11.3.1.3.3; as
                # 「＋5000ではなく＋10000」, 11.3.1.3.5; the choice is made either way), X decided
                # as the change is made
                assert op.cond is not None
                out[-1] = replace(prev, instead=(*prev.instead, (op.cond, op.amount)))
                continue
            if alt is None or alt.ref not in (None, "this", "that") or out[-1].verb == "choose":
                raise Unsupported(f"{op.verb} in place of a sentence, with no cards to act on")
            out.append(replace(op, target=alt))
            continue
        if op.target is not None and op.target.ref == "implied":
            prev = out[-1] if out else None
            imp = _implied(prev) if prev is not None else before
            if imp is None and unsaid:
                imp = Sel(ref="this")
                op = replace(op, detail=(*op.detail, ("unsaid", unsaid)))
            if imp is None:
                raise Unsupported(f"{op.verb} with no cards to act on")
            op = replace(op, target=imp)
        if op.verb == "modes" and op.skill == "either" and op.target is not None:
            # 「AするかBする」: each action acts on the cards the choice is about (its steps
            # left unsaid: those cards, then what the step before in the item left)
            op = replace(
                op,
                modes=tuple(
                    (
                        t,
                        replace(
                            p, steps=in_context(p.steps, op.target, (), carry_performer, performed)
                        ),
                    )
                    for t, p in op.modes
                ),
            )
        out.append(op)
        if op.verb in _ON_CIRCLES:
            placed = True
        if op.verb in _SHOWN:
            shown = _implied(op)
            taken = None
            placed = False
        elif op.verb in ("choose", "search"):
            shown = None  # the runtime names the cards chosen by 「それ」 after a choice already
            taken = None
        elif (
            op.target is not None
            and op.target.ref is None
            and op.target.pos in ("top", "bottom")
            and op.verb not in ("draw", "shuffle")
        ):
            # 「山札の上から１枚バインドする」: cards taken from a deck position, named by no card
            # before — the antecedent of a 「そのカード」 after it
            taken = _implied(op)
            shown = None
        elif op.target is not None and op.target.ref is None:
            taken = None  # other cards named since: no longer the nearest
    return tuple(out)


def _performers(c: Cond) -> bool:
    """Whether a condition names who did the step before (``detail`` ``performer``)."""
    return _performer_of(c) is not None or any(_performers(p) for p in c.parts)


def _performer_of(c: Cond) -> str | None:
    """The fighter a condition names as the doer of the step before (``detail`` ``performer``;
    a game's detail items need not be pairs)."""
    return next(
        (d[1] for d in c.detail if isinstance(d, tuple) and len(d) == 2 and d[0] == "performer"),
        None,
    )


def _performer_checked(c: Cond, out: list[Op]) -> Cond:
    """「相手がコールしなかったなら」: the step before that did (or would have done) it is the named
    fighter's — the condition as 「コールしなかったなら」; a step of another fighter, or none,
    refused (whose act it asks about is not the step before)."""
    parts = tuple(_performer_checked(p, out) for p in c.parts)
    who = _performer_of(c)
    if who is None:
        return replace(c, parts=parts) if parts != c.parts else c
    prev = next((o for o in reversed(out) if o.verb == c.verb), None)
    if prev is None or prev.performer != who:
        raise Unsupported("a fighter's act before, not the step before")
    return replace(c, parts=parts, detail=tuple(d for d in c.detail if d != ("performer", who)))


def _among_in(c: Cond) -> bool:
    """Whether a condition is about 「その中」 (``Sel(ref="among")``)."""
    if any(s is not None and s.ref == "among" for s in (c.sel, c.than)):
        return True
    return any(_among_in(p) for p in c.parts)


# the steps whose cards 「その中」 after them names, by the ref a runtime keeps them under
_AMONG_ACTED = ("move", "retire", "discard", "call", "remove", "reveal")


def _among_named(c: Cond, prev: Op | None) -> Cond:
    """``c`` with 「その中」 named: the cards the step before looked at (``looked``) or dealt
    with (``acted:<verb>``); with no such step before it, refused."""
    if prev is not None and prev.verb == "look":
        named: dict[str, Any] = {"ref": None, "zones": ("looked",)}
    elif prev is not None and prev.verb in _AMONG_ACTED:
        named = {"ref": f"acted:{prev.verb}"}
    else:
        raise Unsupported("「その中に」 with no cards dealt with before it")

    def name(s: Sel | None) -> Sel | None:
        return replace(s, **named) if s is not None and s.ref == "among" else s

    return replace(
        c,
        sel=name(c.sel),
        than=name(c.than),
        parts=tuple(_among_named(p, prev) for p in c.parts),
    )


_SUBJECTS = (A.Role.SUBJECT, A.Role.TOPIC)
_THIS_CARD = A.NounPhrase((A.Ref("this_card"),))


def _own_subject(c: A.Condition | None) -> A.Condition | None:
    """A continuous or activated ability's own condition that a card is somewhere or is doing
    something, its subject left unsaid (「【永】【(R)】：アクセルサークルにいるなら、…」 / 「…あなたの
    ヴァンガードと同じ縦列にいるなら、…」 / 「レストしているなら、…」): the card that has the
    ability, as 「このユニットが…にいるなら」 / 「このユニットが…しているなら」 say — no card is named
    before it (an automatic ability's trigger names one: left as printed)."""
    if c is None or c.parts or not isinstance(c.clause, A.Action):
        return c
    b = c.clause
    if any(a.role in _SUBJECTS for a in b.args):
        return c
    roles = {a.role for a in b.args}
    at_place = b.verb == "exist" and roles == {A.Role.GOAL} and b.form is A.Form.FINAL
    doing = not b.args and b.form is A.Form.PROGRESSIVE
    if not (at_place or doing):
        return c
    subject = A.Arg(role=A.Role.SUBJECT, value=_THIS_CARD)
    return replace(c, clause=replace(b, args=(subject, *b.args)))


def _own_state(c: Cond | None) -> Cond | None:
    """An ability's own condition that a card is in a state, its subject left unsaid
    (「【永】【(R)】：♪♪状態なら、…」 / 「レスト状態なら、…」): the card that has the ability, as
    「このユニットが♪♪状態なら」 says — a state is a card's (no other card is named before it); any
    other condition on unsaid cards is left as it is (refused)."""
    if c is None or c.what != "match" or c.sel is None or c.sel.ref != "implied":
        return c
    f = c.filt
    if f is None or not f.states or replace(f, states=()) != Sel():
        return c
    return replace(c, sel=Sel(ref="this"))


def implied_in(c: Cond | None) -> bool:
    """Whether a condition is about cards left unsaid (``Sel(ref="implied")``)."""
    if c is None:
        return False
    if any(s is not None and s.ref == "implied" for s in (c.sel, c.than)):
        return True
    return any(implied_in(p) for p in c.parts)


def _with_ref(c: Cond, s: Sel, ref: str = "implied") -> Cond:
    """``c`` with the cards left unsaid (or named by the reference ``ref``) named by ``s``."""
    parts = tuple(_with_ref(p, s, ref) for p in c.parts)
    sel_ = s if c.sel is not None and c.sel.ref == ref else c.sel
    than = s if c.than is not None and c.than.ref == ref else c.than
    return replace(c, sel=sel_, than=than, parts=parts)


# the head nouns of a reference that may name cards a step took (``Sel.said``)
_ANY_CARD = frozenset({"card", "it"})


def _refers_said(c: Cond | None, ref: str, said: frozenset[str]) -> bool:
    """Whether a condition names cards by the reference ``ref`` said with one of ``said``."""
    if c is None:
        return False
    if any(s is not None and s.ref == ref and s.said in said for s in (c.sel, c.than)):
        return True
    return any(_refers_said(p, ref, said) for p in c.parts)


def _with_said_ref(c: Cond, s: Sel, ref: str, said: frozenset[str]) -> Cond:
    """``c`` with the cards named by ``ref`` said with one of ``said`` named by ``s``."""
    parts = tuple(_with_said_ref(p, s, ref, said) for p in c.parts)

    def named(x: Sel | None) -> Sel | None:
        return s if x is not None and x.ref == ref and x.said in said else x

    return replace(c, sel=named(c.sel), than=named(c.than), parts=parts)


def _refers(c: Cond | None, ref: str) -> bool:
    """Whether a condition names cards by the reference ``ref``."""
    if c is None:
        return False
    if any(s is not None and s.ref == ref for s in (c.sel, c.than)):
        return True
    return any(_refers(p, ref) for p in c.parts)


# the steps that show cards: 「それ」 / 「そのカード」 after one names those cards (after a choice,
# the runtime reads the cards chosen already)
_SHOWN = frozenset({"look", "reveal"})
# the steps that put cards on circles, making units of them (VG 「コールする」, 「ライドする」)
_ON_CIRCLES = frozenset({"call", "ride"})


def durations(ops: tuple[Op, ...], default: str | None = None) -> tuple[Op, ...]:
    """A change with no duration of its own takes the one said before it in its sentence (or in
    the sentence before, for a sentence done in its place 「かわりに」 or continuing it 「さらに」),
    else the game's default (``Vocab.default_until``)."""
    out: list[Op] = []
    # a sentence done in place of the one before (「かわりに」) says its duration there
    replacing = {op.sentence for op in ops if op.lead == "replaces"}
    # a sentence opened by 「さらに」 continues the one before it (``steps._further``, VG 11.2.5)
    replacing |= {op.sentence for op in ops if FURTHER in op.detail}
    for op in ops:
        if FURTHER in op.detail:
            op = replace(op, detail=tuple(d for d in op.detail if d != FURTHER))
        if op.until == "inherit":
            said: tuple[int, ...] = (op.sentence,)
            if op.sentence in replacing:
                # the sentence before: the last one with steps of its own (「＋5000ではなく
                # ＋10000」 is read into the change it replaces, ``with_instead``)
                before = max((p.sentence for p in out if p.sentence < op.sentence), default=None)
                if before is not None:
                    said += (before,)
            prev = next(
                (
                    p
                    for p in reversed(out)
                    if p.sentence in said and p.until not in (None, "inherit")
                ),
                None,
            )
            if prev is None and default is None:
                raise Unsupported("a change lasting unstated")
            op = replace(op, until=prev.until if prev is not None else default)
        out.append(op)
    return tuple(out)


def with_instead(
    ops: tuple[Op, ...], kind: str = "auto", counts: Mapping[str, str] | None = None
) -> tuple[Op, ...]:
    """「A ではなく B」 attached to the change before it whose amount is A, or to the choice
    before it whose count is A (「１枚ではなく２枚まで選ぶ」): a replacement inside the ability,
    applied when that part is resolved. 「…なら、【コスト】[…]することで、＋5000ではなく
    ＋10000」: the replacement of a change made once (not of a continuous ability) paid for —
    its cost (``detail`` ``instead_cost``) is asked when the condition holds, and declined or
    unpaid the amount stays A (11.3.1.3.5, 11.9.5); one such replacement for the change.
    ``counts``: the other steps whose count the game's runtime replaces (``Vocab.instead_counts``)
    — a count said with its verb (「１枚ではなく２枚引く」) replaces that step's, a count alone
    (「(1)ではなく(2)」, ``count`` ``*``) the nearest step before it of those with that count."""
    counts = counts or {}
    out: list[Op] = []
    for op in ops:
        if op.verb != "instead":
            out.append(op)
            continue
        manner = dict(op.detail).get("manner")
        if manner is not None:
            # 「コールする際、【レスト】ではなく【スタンド】でコールしてよい」: of the step before that
            # does it in the state replaced
            verb, what, was, now, optional = manner
            for i in range(len(out) - 1, -1, -1):
                prev = out[i]
                if prev.verb == verb and getattr(prev, what) == was:
                    entry = ("instead_manner", (op.cond, what, now, optional))
                    out[i] = replace(prev, detail=(*prev.detail, entry))
                    break
            else:
                raise Unsupported("「ではなく」 with no step before it done in that manner")
            continue
        filt = dict(op.detail).get("filter")
        if filt is not None:
            # 「…グレード１以下の…を１枚選び、…。Xなら、グレード１以下ではなくグレード２以下に
            # する」: the filter of the choice before it that holds A, replaced by B when the
            # condition holds as the choice is made (``instead_filter``, 11.3.1.3.5)
            was, now = filt
            for i in range(len(out) - 1, -1, -1):
                prev = out[i]
                if (
                    prev.verb in ("choose", "search")
                    and prev.target is not None
                    and set(was) <= set(prev.target.stats)
                ):
                    entry = ("instead_filter", (op.cond, was, now))
                    out[i] = replace(prev, detail=(*prev.detail, entry))
                    break
            else:
                raise Unsupported("「AではなくBにする」 with no choice before it filtered by A")
            if op.cost is not None or op.optional:
                raise Unsupported("a replaced filter with a cost or a choice")
            continue
        counted = dict(op.detail).get("count")
        if op.optional or (op.cost is not None and (counted is not None or kind == "continuous")):
            raise Unsupported("a replaced amount with a cost or a choice")
        if counted is not None and counted not in ("choose", "search", "*", *counts):
            raise Unsupported(f"a replaced count of a {counted} this game does not read")
        for i in range(len(out) - 1, -1, -1):
            prev = out[i]
            if (
                counted in ("*", *counts)
                and prev.verb in counts
                and (
                    prev.verb == counted
                    or counted == "*"
                    and dict(op.detail).get("unit") == counts[prev.verb]
                )
                and prev.n == op.replaces
            ):
                # 「【エネルギーチャージ】(1)。…なら、(1)ではなく(2)。」 / 「１枚引く。…なら、１枚
                # ではなく２枚引く。」: the count of that step, its bound unchanged
                if op.bound != prev.bound or ("distinct", True) in op.detail:
                    raise Unsupported("a replaced count with another bound or description")
                out[i] = replace(prev, instead=(*prev.instead, (op.cond, op.n or 0)))
                break
            if counted is not None and prev.verb == counted and prev.n == op.replaces:
                # 「１枚ではなく２枚まで選ぶ」: the count of that choice, and its bound with it
                # (exactly one, or up to two: ``instead_bound``, one for all its replacements)
                was = dict(prev.detail).get("instead_bound", op.bound)
                if op.bound != was:
                    raise Unsupported("replaced counts with different bounds")
                distinct = ("distinct", True) in op.detail
                if prev.instead and distinct != ("instead_distinct", True) in prev.detail:
                    raise Unsupported("replaced counts with different descriptions")
                detail = prev.detail
                if op.bound != prev.bound and "instead_bound" not in dict(detail):
                    detail = (*detail, ("instead_bound", op.bound))
                if distinct and not prev.instead:
                    # 「１枚ではなく、それぞれ別名のカードを２枚まで選ぶ」
                    detail = (*detail, ("instead_distinct", True))
                out[i] = replace(prev, instead=(*prev.instead, (op.cond, op.n or 0)), detail=detail)
                break
            nearest = (NEAREST_AMOUNT, True) in op.detail
            if counted is None and prev.verb == "stat" and (prev.amount == op.replaces or nearest):
                detail = prev.detail
                if op.cost is not None or "instead_cost" in dict(detail):
                    if prev.instead:
                        raise Unsupported("a replaced amount paid for, and another replacement")
                    detail = (*detail, ("instead_cost", op.cost))
                out[i] = replace(prev, instead=(*prev.instead, (op.cond, op.amount)), detail=detail)
                break
        else:
            raise Unsupported("「ではなく」 with no amount before it to replace")
    return tuple(out)


# ``Op.detail`` key of a 「以下すべてを得る」 grant: the items left out, (index among the
# ability's items, the reason) — read by ``ruling.abilities.refused_items``
REFUSED_ITEMS = "refused_items"


def quoted_choices(eff: A.Effect) -> tuple[A.Effect, tuple[A.Ability, ...]]:
    """「次の2つから1つを選ぶ。『A』『B』」 (CO's wording, the quotes printed after the choice on the
    same line): the quoted effects are the items of the choice — as the list items of
    「以下から1つを選ぶ。{A}{B}」 are (VS 2.14.8, VG 8.13.3) — the effect without them, and the items
    (each quote one event ability). The effect as it is, with no items, for any other text."""
    ss = eff.sentences
    if len(ss) < 2 or len(ss[-1].steps) != 1 or not ss[-2].steps:
        return eff, ()
    b, before = ss[-1].steps[0].body, ss[-2].steps[-1].body
    if not (
        isinstance(b, A.Action)
        and b.verb == "be"
        and b.form is A.Form.NOMINAL
        and len(b.args) == 1
        and b.args[0].role is A.Role.PREDICATE
        and isinstance(before, A.Action)
        and before.verb == "choose"
    ):
        return eff, ()
    src = next((a.value for a in before.args if a.role is A.Role.SOURCE), None)
    if not (isinstance(src, A.NounPhrase) and src.terms and src.terms[0] == A.Ref("next")):
        return eff, ()
    quotes = b.args[0].value.terms if isinstance(b.args[0].value, A.NounPhrase) else ()
    if len(quotes) < 2 or not all(
        isinstance(q, A.Quote)
        and len(q.abilities) == 1
        and q.abilities[0].kind is A.AbilityKind.EVENT
        for q in quotes
    ):
        return eff, ()
    return replace(eff, sentences=ss[:-1]), tuple(q.abilities[0] for q in quotes)  # type: ignore[union-attr]


def with_items(
    ops: tuple[Op, ...],
    items: tuple[A.Ability, ...],
    kind: str,
    v: Vocab,
    render: Any,
    r: Any = None,
) -> tuple[Op, ...]:
    """Give 「以下をN つ行う」 the list items that follow the ability's line, and
    「以下すべてを得る」 the abilities they are."""
    ops = _repeats_folded(ops)
    given = [i for i, op in enumerate(ops) if op.verb == "grant" and op.skill == "following"]
    if given:
        if len(given) != 1 or not items or r is None or r.compile is None:
            raise Unsupported("list items and 以下すべてを得る do not pair up")
        # each item is an ability of its own (7.14.1): one the engine cannot run is left out of
        # what is given and reported on its own (``REFUSED_ITEMS``: ``ruling.abilities`` marks
        # that line unsupported, and the ruling warns of it where the card's text works), the
        # others are given; with none left, the ability is refused
        progs: list[tuple[str, Any]] = []
        refused: list[tuple[int, str]] = []
        for j, it in enumerate(items):
            try:
                progs.append((render(it), r.compile(replace(it, bullet=False))))
            except Unsupported as exc:
                refused.append((j, exc.reason))
        if not progs:
            raise Unsupported(refused[0][1])
        k = given[0]
        detail = ops[k].detail + ((REFUSED_ITEMS, tuple(refused)),) if refused else ops[k].detail
        return (
            ops[:k]
            + (replace(ops[k], modes=tuple(progs), skill=None, detail=detail),)
            + ops[k + 1 :]
        )
    at = [i for i, op in enumerate(ops) if op.verb == "modes" and not op.modes]
    if not at and not items:
        return ops
    if render is None:
        # a game that gives no renderer: the items as the grammar renders them
        from grammar.render import render_ability

        def render(it: A.Ability) -> str:
            return str(render_ability(it, v.game))

    # 「以下を１つ行う。Xなら、かわりに、以下を２つまで行う。」: the sentence done in place of the
    # one before (``sentence_replaced``) names the same list — both steps take its items, only
    # one of them is carried out (11.3.1.3.4)
    also = at[1:] if len(at) == 2 and _replaces_modes(ops[at[0]], ops[at[1]]) else []
    if also:
        at = at[:1]
    if len(at) != 1 or not items:
        raise Unsupported("list items and 以下を…行う do not pair up")
    op = ops[at[0]]
    according = dict(op.detail).get("according")
    modes = tuple(
        (
            render(it),
            _keyed_item(it, according, kind, v) if it.prefix else compile_item(it, kind, v),
        )
        for it in items
    )
    if (op.bound == "all" or according is not None) and not v.all_items:
        raise Unsupported(
            "以下すべてを行う or items keyed by a number, in a game that cannot run it"
        )
    if op.bound == "all":
        op = replace(op, n=len(modes))
    if op.n is None or op.n < 1 or op.n > len(modes):
        raise Unsupported("more items to carry out than the list has")
    listed = dict(op.detail).get("listed")
    if listed is not None and listed != len(modes):
        # 「次の2つから」: the number the text says the list has, and the items it has
        raise Unsupported("a choice whose list has another number of items than it says")
    out = ops[: at[0]] + (replace(op, modes=modes),) + ops[at[0] + 1 :]
    for k in also:
        alt = out[k]
        if alt.bound == "all" or according is not None or dict(alt.detail).get("according"):
            raise Unsupported("list items and 以下を…行う do not pair up")
        if alt.n is None or alt.n < 1 or alt.n > len(modes):
            raise Unsupported("more items to carry out than the list has")
        out = out[:k] + (replace(alt, modes=modes),) + out[k + 1 :]
    return out


def _repeats_folded(ops: tuple[Op, ...]) -> tuple[Op, ...]:
    """「以下から２つまで選び、行う。同じものを２回選んでもよい。」: the permission (``SAME_AGAIN``,
    a sentence of its own) is read into the choice of items of the sentence before it (``detail``
    ``repeat``: how many times an item may be chosen). Refused after anything else."""
    from ruling.cardtext.steps import SAME_AGAIN

    if not any(op.verb == SAME_AGAIN for op in ops):
        return ops
    out: list[Op] = []
    for op in ops:
        if op.verb != SAME_AGAIN:
            out.append(op)
            continue
        prev = out[-1] if out else None
        if (
            prev is None
            or prev.verb != "modes"
            or prev.bound == "all"
            or prev.modes
            or prev.sentence != op.sentence - 1
            or (prev.n or 0) < 2
        ):
            raise Unsupported("「同じものをN回選んでもよい」 not after a choice of items")
        out[-1] = replace(prev, detail=(*prev.detail, ("repeat", op.n)))
    return tuple(out)


def _replaces_modes(first: Op, second: Op) -> bool:
    """Whether ``second`` is 「Xなら、かわりに、以下をN つ行う」 opening the sentence right after
    ``first``'s 「以下をM つ行う」 (both naming the list that follows)."""
    return (
        second.lead == "replaces"
        and second.cond is not None
        and second.sentence == first.sentence + 1
        and first.lead is None
    )


# 「２枚以上‐」 / 「０枚-」 / 「３枚以下‐」 before a list item keyed by a number of cards
_KEY = re.compile(r"^([0-9０-９]+)枚(以上|以下)?\s*[-－‐―ー‑–—]$")


def _keyed_item(it: A.Ability, according: Any, kind: str, v: Vocab) -> Program:
    """A list item under 「Xの枚数により以下…を行う」, its prefix a number of cards (「２枚以上‐」):
    the item with the condition that X number that many (``Cond`` ``count``); read at the
    instruction, before any item is done (the runtime, 11.8.3.1.2.1). A prefix of another shape,
    or under a list not keyed so, is refused."""
    m = _KEY.match(it.prefix or "")
    if m is None or according is None:
        raise Unsupported("a list item with labels or a keyword")
    n = int(m.group(1).translate(str.maketrans("０１２３４５６７８９", "0123456789")))
    cmp = {"以上": "ge", "以下": "le", None: "eq"}[m.group(2)]
    prog = compile_item(replace(it, prefix=None), kind, v)
    key = Cond("count", sel=according, cmp=cmp, n=n)
    return replace(prog, cond=key if prog.cond is None else Cond("and", parts=(key, prog.cond)))


_EVENT_FORMS = (A.Form.PAST, A.Form.PASSIVE_PAST)
_EVENT_HEADS = {"unit": "that_unit", "card": "that_card"}
# the verbs a step's own past names too (「コールしたユニット」: the cards a step called): not read
# as the trigger's card without その
_STEP_VERBS = frozenset({"call", "put", "bind", "discard", "choose"})


def event_refs(node: A.Ability, trig: Trig, v: Vocab) -> A.Ability:
    """「その登場したユニット」 / 「そのアタックしたユニット」 / 「その退却したカード」 in the effect
    of an automatic ability: その, a relative clause of the trigger's own event (its verb and
    form read as the trigger's, ``Vocab.events``) and nothing else, and the unit or card — the
    card the event was about, as 「そのユニット」 (``Sel(ref="that")``). A clause of another
    event is left as printed (and refused). Given abilities (『…』) keep their own."""
    events = {p.event for p in trig.parts} if trig.event == "any" else {trig.event}
    # 「このユニットがライドされた時、ライドしたユニットが…」: the act of the event's other card
    events |= {v.agent_events[e] for e in tuple(events) if e in v.agent_events}

    def np_(np: A.NounPhrase) -> A.NounPhrase:
        t = np.terms
        if (
            v.bare_event_refs
            and len(t) >= 2
            and isinstance(t[0], A.Relative)
            and not t[0].clause.args
            and t[0].clause.form in _EVENT_FORMS
            and isinstance(t[1], A.CardKind)
            and t[1].id in _EVENT_HEADS
            and np.links[:1] == ("",)
            and v.events.get((t[0].clause.verb, t[0].clause.form.value)) in events
            and t[0].clause.verb not in _STEP_VERBS
        ):
            # 「登場したユニットを１枚選び」: without その, the same unit — for an event no step of
            # an effect does (登場する, 退却する: no step names the card that way)
            return A.NounPhrase((A.Ref(_EVENT_HEADS[t[1].id]), *t[2:]), np.links[1:], np.span)
        if (
            len(t) >= 3
            and t[0] == A.Ref("that")
            and isinstance(t[1], A.Relative)
            and not t[1].clause.args
            and t[1].clause.form in _EVENT_FORMS
            and isinstance(t[2], A.CardKind)
            and t[2].id in _EVENT_HEADS
            and np.links[:2] == ("", "")
            and v.events.get((t[1].clause.verb, t[1].clause.form.value)) in events
        ):
            return A.NounPhrase((A.Ref(_EVENT_HEADS[t[2].id]), *t[3:]), np.links[2:], np.span)
        if (
            len(t) >= 2
            and isinstance(t[0], A.Relative)
            and not t[0].clause.args
            and t[0].clause.form in _EVENT_FORMS
            and t[1] in (A.Ref("this_unit"), A.Ref("this_card"))
            and trig.subject == Sel(ref="this")
            and np.links[:1] == ("",)
            and v.events.get((t[0].clause.verb, t[0].clause.form.value)) in events
        ):
            # 「このユニットがブーストした時、…ブーストしたこのユニットのパワー＋2000」: the clause of
            # the trigger's own event, whose subject is this unit, says again what このユニット
            # names (「ブーストしたそのユニット」 is not read so: その names the event's other unit
            # for some events, the boosted one for a boost)
            return A.NounPhrase(t[1:], np.links[1:], np.span)
        return np

    def after(x: Any) -> Any:
        return np_(x) if isinstance(x, A.NounPhrase) else x

    # the condition printed after the trigger (「…ライドされた時、ライドしたユニットが…なら、」)
    # speaks of the same card (round 47)
    cond = A.rebuild(node.condition, after, keep=(A.Quote,))
    return replace(node, effect=A.rebuild(node.effect, after, keep=(A.Quote,)), condition=cond)  # type: ignore[no-any-return]


def event_again(node: A.Ability, trig: Trig, v: Vocab) -> A.Ability:
    """「このユニットがアタックした時、…ヴァンガードにアタックしたなら」 / 「このユニットがブースト
    した時、「X」を含むユニットをブーストしたなら」: a condition that says the trigger's own event
    again (its verb and form read as the trigger's, no subject, one object or goal) asks what the
    other card of the event was — read as 「そのユニットが<object>なら」, the card the trigger
    names (``Vocab.event_others``: the events whose 「そのユニット」 is that card, for a trigger
    about this card). Other conditions are left as printed."""
    if trig.event not in v.event_others or trig.subject is None or trig.subject.ref != "this":
        return node

    def again(cond: A.Condition | None) -> A.Condition | None:
        if cond is None or cond.parts or not isinstance(cond.clause, A.Action):
            return cond
        c = cond.clause
        if v.events.get((c.verb, c.form.value)) != trig.event or len(c.args) != 1:
            return cond
        (arg,) = c.args
        if arg.role not in (A.Role.OBJECT, A.Role.GOAL) or not isinstance(arg.value, A.NounPhrase):
            return cond
        that = A.Arg(A.Role.SUBJECT, A.NounPhrase((A.Ref("that_unit"),)))
        said = A.Action("be", (that, A.Arg(A.Role.PREDICATE, arg.value)), A.Form.NOMINAL)
        return replace(cond, clause=said)

    eff = node.effect
    if eff is not None:
        eff = replace(
            eff,
            sentences=tuple(
                replace(
                    s,
                    steps=tuple(replace(st, condition=again(st.condition)) for st in s.steps),
                )
                for s in eff.sentences
            ),
        )
    return replace(node, condition=again(node.condition), effect=eff)


def compile_item(node: A.Ability, kind: str, v: Vocab) -> Program:
    """One ``・`` item of a list: its own condition, cost and steps, run as part of the
    ability ``kind`` it belongs to."""
    if A.unparsed(node):
        raise Unsupported("text the grammar could not type")
    if node.kind is not A.AbilityKind.EVENT or node.trigger is not None:
        raise Unsupported("a list item that is an ability of its own")
    h = labels(node.labels, v)
    if h.zones or h.limit or node.keyword is not None or node.preamble or node.prefix:
        raise Unsupported("a list item with labels or a keyword")
    if node.effect is None:
        raise Unsupported("a list item without an effect")
    r = Reading(v, kind, costs=cost_items)
    cond = condition(node.condition, v) if node.condition is not None else None
    cost = cost_items(node.cost, r) if node.cost is not None else ()
    ops = tie(effect_steps(node.effect, r), kind, Sel(ref="chosen"), v)
    if implied_in(cond):
        raise Unsupported("a condition on cards it does not name")
    if any(op.verb == "modes" and not op.modes for op in ops):
        raise Unsupported("a list inside a list item")
    return Program("item", steps=ops, cond=cond, cost=cost, icons=h.icons)


_TURN = A.NounPhrase((A.Word("turn"),), ())


def _paused_timing(a: A.Arg, comma: bool = True) -> A.Timing | None:
    """The timing of an argument 「<timing>に、」 (a GOAL with a comma after it), else None. The
    lexicon's word 「ターン終了時」 (``end_of_turn``, one word so that 「ターン終了時まで」 reads as a
    limit) is the end of the turn here as 「ターン開始時」 is its start, alone or after an owner
    (「あなたのターン終了時に、」: the end of that player's turn). ``comma=False``: the comma may
    be left out (「ターン開始時にフィールドに出ている…」)."""
    v = a.value
    if a.role is not A.Role.GOAL or (comma and not a.pause) or not isinstance(v, A.NounPhrase):
        return None
    if len(v.terms) == 1 and isinstance(v.terms[0], A.Timing):
        return v.terms[0]
    if v.terms == (A.Word("end_of_turn"),):
        return A.Timing(scope=_TURN, point="end")
    if (
        len(v.terms) == 2
        and isinstance(v.terms[0], A.Owner)
        and v.terms[1] == A.Word("end_of_turn")
        and v.links == ("の",)
    ):
        scope = A.NounPhrase((v.terms[0], A.Word("turn")), ("の",))
        return A.Timing(scope=scope, point="end")
    return None


def _timing_out_of_step(node: A.Ability) -> A.Ability:
    """「<timing>に、フィールドに出ているすべてのキャラクターに…」: the grammar hangs the opening
    timing on the first relative clause of the first step (「ターン開始時に、フィールドに出ている」);
    it is the ability's trigger, printed first, as 「<timing>に、あなたは…」 is read."""
    eff = node.effect
    if eff is None or not eff.sentences or not eff.sentences[0].steps:
        return node
    st = eff.sentences[0].steps[0]
    b = st.body
    if st.lead or st.condition or not isinstance(b, A.Action) or not b.args:
        return node
    first = b.args[0]
    np = first.value
    if not (isinstance(np, A.NounPhrase) and np.terms and isinstance(np.terms[0], A.Relative)):
        return node
    rel = np.terms[0]
    inner = rel.clause
    if not inner.args or len(inner.args) < 2:
        return node
    # printed first, the comma after it or not (「ターン開始時にフィールドに出ている」: a clause of
    # the characters on the field names no moment of its own)
    timing = _paused_timing(inner.args[0], comma=False)
    if timing is None:
        return node
    rel2 = replace(rel, clause=replace(inner, args=inner.args[1:]))
    np2 = replace(np, terms=(rel2, *np.terms[1:]))
    b2 = replace(b, args=(replace(first, value=np2), *b.args[1:]))
    sent = replace(eff.sentences[0], steps=(replace(st, body=b2), *eff.sentences[0].steps[1:]))
    return replace(
        node,
        kind=A.AbilityKind.AUTO,
        trigger=A.Trigger(timing),
        effect=replace(eff, sentences=(sent, *eff.sentences[1:])),
    )


def _all_only(x: Any) -> A.Count | None:
    """The phrase 「すべて」 alone (a count of all, no number), or None."""
    terms = getattr(x, "terms", ())
    if len(terms) == 1 and isinstance(terms[0], A.Count) and terms[0].bound == "all":
        if terms[0].number is None:
            return terms[0]
    return None


def _with_all(np: A.NounPhrase, count: A.Count) -> A.NounPhrase:
    return A.NounPhrase((*np.terms, count), (*np.links, ""), np.span)


def _rewrite_steps(
    node: A.Ability,
    rule: Callable[[A.Step, A.Step | None], tuple[tuple[A.Step, ...], int] | None],
) -> A.Ability:
    """Each sentence of ``node``'s effect read left to right by ``rule(step, next step or None)``:
    the steps to put in their place and how many it read (1 or 2), or None to keep the step. The
    ability as it is when no rule applies (the AST passes that join or move steps share this)."""
    if node.effect is None:
        return node
    sentences = []
    changed = False
    for sent in node.effect.sentences:
        steps = sent.steps
        out: list[A.Step] = []
        k = 0
        while k < len(steps):
            got = rule(steps[k], steps[k + 1] if k + 1 < len(steps) else None)
            if got is None:
                out.append(steps[k])
                k += 1
                continue
            new, used = got
            out.extend(new)
            k += used
            changed = True
        sentences.append(replace(sent, steps=tuple(out)))
    if not changed:
        return node
    return replace(node, effect=replace(node.effect, sentences=tuple(sentences)))


THAT_DECK = A.NounPhrase((A.Ref("that_deck"),))


def _deck_named(np: Any) -> bool:
    """「山札」 / 「あなたの山札」 / 「相手の山札」: a deck, nothing else said of it."""
    return isinstance(np, A.NounPhrase) and (
        np.terms == (A.Zone("deck"),)
        or (
            len(np.terms) == 2
            and isinstance(np.terms[0], A.Owner)
            and np.terms[1] == A.Zone("deck")
            and np.links == ("の",)
        )
    )


def _deck_of(np: Any) -> A.NounPhrase | None:
    """「(あなたの)山札の上(から)」 / 「…の下」: the deck a position of it names, else None."""
    if not isinstance(np, A.NounPhrase) or not np.terms or not isinstance(np.terms[-1], A.Position):
        return None
    head = A.NounPhrase(np.terms[:-1], np.links[: len(np.terms) - 2])
    return head if _deck_named(head) else None


UNOWNED_DECK = A.NounPhrase((A.Zone("deck"),))


def _player_told(b: A.Action) -> bool:
    """「相手は…」: the step names the player who does it (a subject that is a player alone)."""
    return any(
        a.role in (A.Role.SUBJECT, A.Role.TOPIC)
        and isinstance(a.value, A.NounPhrase)
        and len(a.value.terms) == 1
        and isinstance(a.value.terms[0], A.Owner)
        for a in b.args
    )


SELF_REFS = ("this_card", "this_unit")


def _owner_of_cards(np: Any) -> A.Owner | None:
    """The player whose cards a noun phrase names: 「あなたの…」 / 「相手の…」, or 「このカード」 /
    「このユニット」 (the ability's own card: its master's, 「あなたの」); else None."""
    if not isinstance(np, A.NounPhrase) or not np.terms:
        return None
    head = np.terms[0]
    if isinstance(head, A.Ref) and head.id in SELF_REFS and len(np.terms) == 1:
        return A.Owner("you")
    if isinstance(head, A.Owner) and len(np.terms) > 1 and np.links[:1] == ("の",):
        return A.Owner(head.who)
    return None


def that_deck_named(node: A.Ability) -> A.Ability:
    """「あなたの山札から…探し、(R)にコールし、その山札をシャッフルする」: 「その山札」 is the deck a
    step before named as the place it acted from or on (the nearest), read as that deck printed
    again (「あなたの山札をシャッフルする」); with no deck named before, left as printed (refused)."""
    last: A.NounPhrase | None = None
    moved: A.NounPhrase | None = None  # the cards the steps act on: a step's object, or chosen

    def rule(st: A.Step, nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        nonlocal last, moved
        b = st.body
        if not isinstance(b, A.Action):
            return None
        args = list(b.args)
        changed = False
        obj = next((a.value for a in args if a.role is A.Role.OBJECT), None)
        if obj is not None and obj != THAT_DECK:
            moved = obj
        for i, a in enumerate(args):
            if (
                a.role is A.Role.GOAL
                and last is None
                and _deck_of(a.value) is None
                and a.value == UNOWNED_DECK
                and (owner := _owner_of_cards(moved)) is not None
            ):
                # 「このカードを山札に戻し、その山札をシャッフルする」: a card sent to a deck whose
                # player is not said goes to its owner's (vg 4.1.12) — the deck of the player
                # whose cards were moved (「あなたの…」, the ability's own card)
                last = A.NounPhrase((owner, A.Zone("deck")), ("の",))
            elif a.value == THAT_DECK and last is not None:
                if last == UNOWNED_DECK and not _player_told(b):
                    return None  # whose deck the cards went to, the text does not say
                args[i] = replace(a, value=last)
                changed = True
            elif a.role is A.Role.GOAL and _deck_of(a.value) is not None and last is None:
                # 「相手のリアガードを１枚選び、山札の下に置く。その後、相手はその山札をシャッフル
                # する」: the deck it put the cards into, when no deck was named before (「山札から
                # …探し、山札の上に置き、その山札を」 keeps the deck searched) — with no owner
                # printed, the deck of the player told to shuffle it (a card goes to its owner's
                # deck, vg 4.1.12)
                last = _deck_of(a.value)
            elif a.role in (A.Role.SOURCE, A.Role.OBJECT) and _deck_named(a.value):
                last = a.value
            elif a.role in (A.Role.SOURCE, A.Role.OBJECT) and _deck_of(a.value) is not None:
                # 「あなたの山札の上から５枚見て」: the deck whose top (or bottom) it names
                last = _deck_of(a.value)
            elif a.role is A.Role.OBJECT and isinstance(a.value, A.NounPhrase):
                if last is not None:
                    # 「その山札から、戻したカードと同じグレードの…を探し」: the grammar hangs the
                    # source on a relative clause inside the cards' description
                    got = _that_deck_within(a.value, last)
                    if got != a.value:
                        args[i] = replace(a, value=got)
                        changed = True
                        continue
                # 「あなたの山札から「X」を含むカードを探し」: the grammar hangs the source on the
                # relative clause before the cards
                for t in a.value.terms:
                    if isinstance(t, A.Relative):
                        for x in t.clause.args:
                            if x.role is A.Role.SOURCE and _deck_named(x.value):
                                last = x.value
        if not changed:
            return None
        return (replace(st, body=replace(b, args=tuple(args))),), 1

    return _rewrite_steps(_that_deck_in_cost(node), rule)


def _that_deck_within(np: A.NounPhrase, deck: A.NounPhrase) -> A.NounPhrase:
    """``np`` with 「その山札」 as the source of a relative clause in it (at any depth: 「[その山札
    から、[戻した]カードと同じ]グレードの…」) replaced by ``deck``."""
    terms = []
    for t in np.terms:
        if isinstance(t, A.Relative):
            args = []
            for x in t.clause.args:
                v = x.value
                if x.role is A.Role.SOURCE and v == THAT_DECK:
                    v = deck
                elif isinstance(v, A.NounPhrase):
                    v = _that_deck_within(v, deck)
                args.append(replace(x, value=v))
            t = replace(t, clause=replace(t.clause, args=tuple(args)))
        terms.append(t)
    return replace(np, terms=tuple(terms))


def _that_deck_in_cost(node: A.Ability) -> A.Ability:
    """「【コスト】[このユニットを山札に戻し、その山札をシャッフルする]」: in a cost too 「その山札」 is
    the deck an item before named — as the place it acted from or on, or the deck it put a card
    into (「山札に戻し」) — read as that deck printed again. Any other cost as it is."""
    if node.cost is None:
        return node
    last: A.NounPhrase | None = None

    def clause(b: A.Action) -> A.Action:
        nonlocal last
        args = list(b.args)
        for i, a in enumerate(args):
            if a.value == THAT_DECK and last is not None:
                args[i] = replace(a, value=last)
            elif a.role in (A.Role.SOURCE, A.Role.OBJECT, A.Role.GOAL) and _deck_named(a.value):
                last = a.value
        return replace(b, args=tuple(args))

    def body(b: A.Action) -> A.Action:
        if b.verb != "and":
            return clause(b)
        args = []
        for a in b.args:
            v = a.value
            if (
                isinstance(v, A.NounPhrase)
                and len(v.terms) == 1
                and isinstance(v.terms[0], A.Relative)
            ):
                rel = v.terms[0]
                v = replace(v, terms=(replace(rel, clause=clause(rel.clause)),))
            args.append(replace(a, value=v))
        return replace(b, args=tuple(args))

    items = tuple(
        replace(it, body=body(it.body)) if isinstance(it.body, A.Action) else it
        for it in node.cost.items
    )
    return replace(node, cost=replace(node.cost, items=items))


# the kinds a keyword's own definition gives (``grammar.keywords``: the rules' keyword chapters)
_KEYWORD_KINDS = frozenset({"auto", "activated", "continuous"})


def keyword_kind(node: A.Ability) -> A.Ability:
    """An ability printed as its keyword alone, without its kind's mark (「『大活躍』を得る」,
    「『アンコール ［(2)］』を与える」): the kind the rules give that keyword (WS 10.2 and below:
    【自】 アンコール, 【永】 大活躍 / 応援, 【起】 集中 …; ``Keyword.kind`` from the grammar's
    keyword table) — the same ability as printed with its mark. ``node`` itself for any other."""
    kw = node.keyword
    if (
        node.kind is not A.AbilityKind.KEYWORD
        or kw is None
        or kw.kind not in _KEYWORD_KINDS
        or node.labels
    ):
        return node
    return replace(node, kind=A.AbilityKind(kw.kind))


def topic_all(node: A.Ability) -> A.Ability:
    """「Xはすべて…する」 / 「Xはすべて、…する」: 「すべて」 printed after the topic says of the topic
    what 「すべてのX」 says (every card X names) — the grammar reads it as an argument of its own
    (role none), or, with a comma after it, as a nominal sentence 「Xはすべて」 before a step with no
    topic. Both are read as the step with the topic 「すべてのX」; any other shape is left as
    printed (and refused where it was)."""

    def rule(st: A.Step, nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        b = st.body
        if isinstance(b, A.Action):
            topics = [a for a in b.args if a.role is A.Role.TOPIC]
            alls = [a for a in b.args if a.role is A.Role.NONE and _all_only(a.value)]
            at = b.args.index(topics[0]) if len(topics) == 1 else -1
            if (
                len(topics) == 1
                and len(alls) == 1
                # printed right after the topic (「相手は自分の手札をすべて捨て」: the object's)
                and b.args[at + 1 : at + 2] == (alls[0],)
                and isinstance(topics[0].value, A.NounPhrase)
                and _all_only(topics[0].value) is None
            ):
                count = _all_only(alls[0].value)
                args = tuple(
                    replace(a, value=_with_all(a.value, count)) if a is topics[0] else a  # type: ignore[arg-type]
                    for a in b.args
                    if a is not alls[0]
                )
                return (replace(st, body=replace(b, args=args)),), 1
            if (
                b.verb == "be"
                and b.form is A.Form.NOMINAL
                and [a.role for a in b.args] == [A.Role.TOPIC, A.Role.PREDICATE]
                and isinstance(b.args[0].value, A.NounPhrase)
                and _all_only(b.args[1].value) is not None
                and st.lead is None
                and st.cost is None
                and nxt is not None
                and nxt.lead is None
                and (st.condition is None or nxt.condition is None)
                and isinstance(nxt.body, A.Action)
                and not any(a.role in (A.Role.TOPIC, A.Role.SUBJECT) for a in nxt.body.args)
            ):
                topic = replace(
                    b.args[0],
                    value=_with_all(b.args[0].value, _all_only(b.args[1].value)),  # type: ignore[arg-type]
                )
                body = replace(nxt.body, args=(topic, *nxt.body.args))
                # a condition printed before 「Xはすべて、」 is the merged step's
                return (replace(nxt, body=body, condition=st.condition or nxt.condition),), 2
            group = _group_before_stat(st, nxt)
            if group is not None:
                return group, 2
        return None

    return _rewrite_steps(node, rule)


def _group_before_stat(st: A.Step, nxt: A.Step | None) -> tuple[A.Step, ...] | None:
    """「Xすべて、パワー+N」: a group named alone with 「すべて」 (a nominal sentence of the group,
    no topic) and a comma, then a change of a value named by the value alone (「パワー+N」,
    「クリティカル+1」) — the value is the group's, the step 「Xすべてのパワー+N」. None for any
    other shape (a value already owned, a step with a topic or subject of its own, a cost or
    lead on either step)."""
    b = st.body
    if not (
        isinstance(b, A.Action)
        and b.verb == "be"
        and b.form is A.Form.NOMINAL
        and b.amount is None
        and [a.role for a in b.args] == [A.Role.PREDICATE]
        and isinstance(b.args[0].value, A.NounPhrase)
        and st.pause
        and st.lead is None
        and st.cost is None
        and nxt is not None
        and nxt.lead is None
        and nxt.cost is None
        and (st.condition is None or nxt.condition is None)
        and isinstance(nxt.body, A.Action)
        and nxt.body.verb == "stat_change"
    ):
        return None
    np = b.args[0].value
    last = np.terms[-1] if np.terms else None
    if not (isinstance(last, A.Count) and last.bound == "all" and last.number is None):
        return None
    if len(np.terms) < 2 or _all_only(np) is not None:
        return None
    stats = [a for a in nxt.body.args if a.role is A.Role.NONE]
    if (
        len(stats) != 1
        or len(nxt.body.args) != 1
        or not isinstance(stats[0].value, A.NounPhrase)
        or not stats[0].value.terms
        or not all(isinstance(t, A.Stat) for t in stats[0].value.terms)
        or len(stats[0].value.terms) != 1
    ):
        return None
    value = A.NounPhrase((*np.terms, *stats[0].value.terms), (*np.links, "の"), np.span)
    body = replace(nxt.body, args=(replace(stats[0], value=value),))
    return (replace(nxt, body=body, condition=st.condition or nxt.condition),)


# the roles a step opened by 「さらに」 / 「かわりに」 leaves unsaid when they are those of the step
# it continues or replaces: who or what it is done to, by whom, from where, for how long (not an
# amount: the step's own count or value is what it says anew)
_CARRIED = (
    A.Role.TOPIC,
    A.Role.SUBJECT,
    A.Role.OBJECT,
    A.Role.GOAL,
    A.Role.SOURCE,
    A.Role.TIME,
    A.Role.LIMIT,
)
# the reference 「その…」 to the cards a counted phrase picked, by their kind (the lexicon's refs)
_THAT_OF_KIND = {
    "co_character": "that_character",
    "character": "that_character",
    "unit": "that_unit",
}


def _picks(np: Any) -> bool:
    """A phrase that picks cards when read (a count: 「対象のキャラクター1体」, 「…を1枚選び」)."""
    return isinstance(np, A.NounPhrase) and any(isinstance(t, A.Count) for t in np.terms)


def _the_same(np: Any) -> Any:
    """What a step continuing another says of the cards that one named: the phrase itself when
    reading it again names the same cards (a reference, a player, a card's name, a described
    group); 「その…」 of the cards it picked when it picks (read again it would pick anew)."""
    if not _picks(np):
        return np
    kinds = [t.id for t in np.terms if isinstance(t, A.CardKind)]
    ref = _THAT_OF_KIND.get(kinds[-1] if kinds else "", "that_card")
    return A.NounPhrase((A.Ref(ref),))


def coordinated_zones(node: A.Ability) -> A.Ability:
    """「（Xの）ZoneAとZoneBのY」: two zones joined by と before the cards they hold (VS 2.15.2
    「すべてのプレイヤーの、フィールドとリタイヤ置場の、技」, 「自分の手札と控え室のカード」) — the
    grammar reads 「…ZoneAと」 as an argument of its own (role ``with``, the comitative と). An
    argument ``with`` whose noun phrase ends in a zone, followed at once by one whose noun phrase
    opens with a zone, is one noun phrase with the zones joined by と (the second argument's role),
    each reading it then takes both zones (``nouns``' と, ``AND_LINKS``). Any other ``with``
    argument is left as printed."""

    def joined(args: tuple[A.Arg, ...]) -> tuple[A.Arg, ...] | None:
        for i in range(len(args) - 1):
            a, b = args[i], args[i + 1]
            if (
                a.role is A.Role.WITH
                and isinstance(a.value, A.NounPhrase)
                and isinstance(b.value, A.NounPhrase)
                and a.value.terms
                and b.value.terms
                and isinstance(a.value.terms[-1], A.Zone)
                and isinstance(b.value.terms[0], A.Zone)
                # the cards the zones hold said after them (「…控え室のカード」), or the zones'
                # cards the object of the step (「手札とストックをすべて控え室に置く」: what is
                # moved, every card of both); a bare zone as a place (「手札とドロップから」,
                # each a place of its own) is left as printed
                and (len(b.value.terms) > 1 or b.role is A.Role.OBJECT)
            ):
                np = A.NounPhrase(
                    a.value.terms + b.value.terms,
                    (*a.value.links, "と", *b.value.links),
                )
                return (*args[:i], replace(b, value=np), *args[i + 2 :])
        return None

    def rule(st: A.Step, nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        b = st.body
        if not isinstance(b, A.Action):
            return None
        args = joined(b.args)
        if args is None:
            return None
        return (replace(st, body=replace(b, args=args)),), 1

    return _rewrite_steps(node, rule)


def gapped_steps(node: A.Ability) -> A.Ability:
    """「AをXに、BをYに置く」 (「1枚を山札の上に、残りを控え室に置く」, 「1枚を手札に、1枚をストック
    置場に、残りを控え室に置く」): one verb said once for several objects each with its own place
    (gapping) — the grammar gives one action the objects and the goals. Read as the steps
    「AをXに置き、BをYに置く」: each but the last in the continuative form, the first with what
    stands before its object (the topic: the performer), the last in the printed form. Only an
    action whose arguments fall into such groups (an object, its count, its place), each place
    but the last followed by its comma; any other shape is left as printed (and refused by its
    reader)."""

    def split(b: A.Action) -> list[tuple[A.Arg, ...]] | None:
        roles = [a.role for a in b.args]
        if roles.count(A.Role.OBJECT) < 2 or roles.count(A.Role.OBJECT) != roles.count(A.Role.GOAL):
            return None
        groups: list[tuple[A.Arg, ...]] = []
        start = 0
        for i, a in enumerate(b.args):
            if a.role is A.Role.GOAL and (a.pause or i == len(b.args) - 1):
                groups.append(b.args[start : i + 1])
                start = i + 1
        if start != len(b.args) or len(groups) != roles.count(A.Role.OBJECT):
            return None
        for k, g in enumerate(groups):
            # the first group may carry what stands before its object (the topic)
            own = [a.role for a in g if k or a.role in (A.Role.OBJECT, A.Role.NONE, A.Role.GOAL)]
            if own not in ([A.Role.OBJECT, A.Role.GOAL], [A.Role.OBJECT, A.Role.NONE, A.Role.GOAL]):
                return None
        return groups

    def rule(st: A.Step, nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        b = st.body
        if not isinstance(b, A.Action) or b.more:
            return None
        groups = split(b)
        if groups is None:
            return None
        first = replace(st, body=replace(b, args=groups[0], form=A.Form.CONTINUATIVE), pause=True)
        middle = [
            A.Step(body=replace(b, args=g, form=A.Form.CONTINUATIVE), pause=True, span=st.span)
            for g in groups[1:-1]
        ]
        last = A.Step(body=replace(b, args=groups[-1]), pause=st.pause, span=st.span)
        return (first, *middle, last), 1

    return _rewrite_steps(node, rule)


# the manner of a choice made blind (「見ないで選ぶ」), as ``blind_choice`` marks it: the player
# chooses, not seeing the cards (「無作為に」, a choice no player makes, is not this)
UNSEEN = A.NounPhrase((A.Unknown("見ないで"),))


def blind_choice(node: A.Ability) -> A.Ability:
    """「…の手札を見ないで1枚選び」 / 「…の手札を1枚見ないで選び」: a choice made without seeing
    what it is made among (the grammar gives a 「見ないで」 step, the object and maybe the count
    on it, then 「選び」 with the rest) — one choice step with ``UNSEEN`` as its manner, read by
    the choice as ``blind``: the player still chooses. Any other pair is left as printed."""

    def rule(st: A.Step, nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        b = st.body
        n = nxt.body if nxt is not None else None
        if (
            not isinstance(b, A.Action)
            or b.verb != "look"
            or b.form is not A.Form.NEGATIVE_TE
            or b.modal is not None
            or not isinstance(n, A.Action)
            or n.verb != "choose"
            or nxt is None
            or nxt.lead is not None
            or nxt.condition is not None
        ):
            return None
        seen = {a.role for a in b.args}
        if seen - {A.Role.TOPIC, A.Role.OBJECT, A.Role.NONE} or A.Role.OBJECT not in seen:
            return None
        if {a.role for a in n.args} & (seen | {A.Role.GOAL}):
            return None  # both name the same part: not one choice
        goal = A.Arg(A.Role.GOAL, UNSEEN)
        merged = replace(n, args=(*b.args, *n.args, goal))
        return (replace(nxt, body=merged, lead=st.lead, condition=st.condition),), 2

    return _rewrite_steps(node, rule)


def continued_args(node: A.Ability) -> A.Ability:
    """「A。Xなら、さらにB。」 / 「A。Xなら、かわりにB。」 with B's participants unsaid: a sentence
    opened by 「さらに」 continues the one before it (VG 11.2.5), one opened by 「かわりに」 is done in
    its place (VG 11.3.1.3.4, CO 4-3-2-6) — B's verb the same as A's last step's, what B leaves
    unsaid of who or what it is done to, by whom and for how long (``_CARRIED``) is A's (the
    ellipsis of Japanese: 「対象のデュエルマスターはHPが3点回復する。…なら、かわりにHPが5点回復
    する」, 「対象のキャラクター1体はターン終了時まで「+2:+2」の修正を受ける。…なら、さらに
    「+1:+0」の修正を受ける」, VS 「このアタック中、このカードを+2000/-0する。…なら、かわりに
    +3000/-0する」); the cards A picked are B's as 「その…」 (``_the_same``), not picked again. A
    step of another verb, or of other connectors, is left as printed."""
    if node.effect is None or len(node.effect.sentences) < 2:
        return node
    sentences = list(node.effect.sentences)
    changed = False
    for k in range(1, len(sentences)):
        before, sent = sentences[k - 1], sentences[k]
        if not before.steps or not sent.steps:
            continue
        st, prev = sent.steps[0], before.steps[-1].body
        b = st.body
        if (
            st.lead not in ("additionally", "instead")
            or st.lead_inner is not None
            or not isinstance(b, A.Action)
            or not isinstance(prev, A.Action)
            or prev.verb != b.verb
            # 「…パワー＋10000。Xなら、さらに＋10000」: one value's amount, read with the change
            # before it by ``stat_again`` (VG 11.2.5)
            or isinstance(b.amount, A.Amount)
        ):
            continue
        have = {a.role for a in b.args}
        if b.verb == "do" and A.Role.NONE in have:
            # 「する」 with its own complement (「さらに対象を「防御力:+2」する」): what A's 「する」 made
            # it (「対象を「耐性:即死」にする」, a goal) is the same slot, said — not carried
            have.add(A.Role.GOAL)
        # a duration said either way (「…まで」 / 「…中、」) is the step's own
        timed = bool(have & {A.Role.TIME, A.Role.LIMIT})
        carried = tuple(
            replace(a, value=_the_same(a.value), pause=False)
            for a in prev.args
            if a.role in _CARRIED
            and a.role not in have
            and not (timed and a.role in (A.Role.TIME, A.Role.LIMIT))
        )
        if not carried:
            continue
        body = replace(b, args=(*carried, *b.args))
        sentences[k] = replace(sent, steps=(replace(st, body=body), *sent.steps[1:]))
        changed = True
    if not changed:
        return node
    return replace(node, effect=replace(node.effect, sentences=tuple(sentences)))


def cost_of_the_ability(node: A.Ability) -> A.Ability:
    """「【自】…時、【コスト】[…]することで１枚引く」 / 「…なら【コスト】[…]することで１枚引く」:
    printed with no comma after 「ことで」 (or after 「なら」), the grammar hangs the cost (and the
    condition) on the first step of the effect; it is the ability's, as 「することで、」 prints it —
    paid as the ability is played (VG 11.8.2.3), its condition the ability's (11.2.1) — not a
    payment midway through the effect (before: an activated ability was played with no cost and
    asked for it on resolution). An automatic or activated ability with no cost of its own whose
    first step has one and no connector; any other as it is."""
    eff = node.effect
    if (
        node.kind not in (A.AbilityKind.AUTO, A.AbilityKind.ACTIVATED)
        or node.cost is not None
        or eff is None
        or not eff.sentences
        or not eff.sentences[0].steps
    ):
        return node
    first = eff.sentences[0].steps[0]
    if first.cost is None or first.lead is not None:
        return node
    if first.condition is not None and node.condition is not None:
        return node
    step = replace(first, cost=None, condition=None)
    sentence = replace(eff.sentences[0], steps=(step, *eff.sentences[0].steps[1:]))
    return replace(
        node,
        cost=first.cost,
        condition=first.condition if first.condition is not None else node.condition,
        effect=replace(eff, sentences=(sentence, *eff.sentences[1:])),
    )


# the forms of an event clause that, printed with 場合 at the head of an ability, name a trigger
EVENT_FORMS = (A.Form.PAST, A.Form.PASSIVE_PAST)


def event_condition_trigger(node: A.Ability, v: Vocab) -> A.Ability:
    """「[領域]このカードがアタックした場合、…」 / 「…アタックされた場合、…」: an event the game's
    triggers know (``Vocab.events``, in the past), printed with 場合 at the head of an ability
    that has no trigger and no cost — its trigger, as 「…した時、」 says it (VS 8.1.1.2: the auto
    technique is 「[領域](条件)した時、(効果)」; a past event is no state a continuous ability could
    hold; in a game whose kinds are marked, only under the mark of an automatic ability). A
    condition of a state (「…が多い場合」, 「…している場合」), or an event the triggers do
    not read, leaves the ability as it is."""
    c = node.condition
    if node.trigger is not None or node.cost is not None or c is None or c.parts:
        return node
    if node.kind is not A.AbilityKind.AUTO and not (
        v.kind_from_text and node.kind is A.AbilityKind.CONTINUOUS
    ):
        return node  # a continuous ability its mark says is one (【永】): its condition
    cl = c.clause
    if c.marker not in ("baai", "no_baai") or not isinstance(cl, A.Action):
        return node
    if cl.form not in EVENT_FORMS:
        return node
    event = A.Action(
        "when", (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(cl),), ())),), A.Form.NOMINAL
    )
    t = A.Trigger(event)
    try:
        trigger(t, v)
    except Unsupported:
        return node
    return replace(node, kind=A.AbilityKind.AUTO, trigger=t, condition=None)


# the forms of a step done once (an action, a may), not a state held (ない, できない, している)
_ONE_SHOT_FORMS = (
    A.Form.FINAL,
    A.Form.CONTINUATIVE,
    A.Form.TE,
    A.Form.OPTIONAL,
    A.Form.CAUSATIVE,
    A.Form.CAUSATIVE_CONT,
)


def named_moment_trigger(node: A.Ability, v: Vocab) -> A.Ability:
    """「[リング]アタック終了ステップに、あなたは1枚引く。」: a phase or step named with に at the
    head of an ability that has no trigger (its first step's first argument, a comma after it),
    where the game's rules list that wording as a trigger condition of its own (``Vocab.
    step_moments``: VS 7.1.6.1) — the ability is triggered at that step (a ``Timing`` of point
    ``at``), as 「…の始めに、」 is at its start. Only a plain step (no prohibition, no modal, no
    condition): 「あなたのスタンドフェイズに、このカードはスタンドしない」 is a time a state holds
    in, and a phase the rules list no such wording for stays as printed (refused or read by the
    game)."""
    if not v.step_moments or node.trigger is not None or node.cost is not None:
        return node
    if node.condition is not None or node.effect is None or not node.effect.sentences:
        return node
    if node.kind is not A.AbilityKind.AUTO and not (
        v.kind_from_text and node.kind is A.AbilityKind.CONTINUOUS
    ):
        return node
    sent = node.effect.sentences[0]
    st = sent.steps[0]
    b = st.body
    if st.lead or st.condition or not isinstance(b, A.Action) or len(b.args) < 2:
        return node
    if b.modal is not None or b.form not in _ONE_SHOT_FORMS:
        return node
    first = b.args[0]
    np = first.value
    if first.role is not A.Role.GOAL or not first.pause or not isinstance(np, A.NounPhrase):
        return node
    if any(isinstance(t, (A.Timing, A.Relative)) for t in np.terms):
        return node
    tm = A.Timing(np, "at")
    try:
        got = trigger(A.Trigger(tm), v)
    except Unsupported:
        return node
    if got.event != "timing" or got.phase not in v.step_moments or got.point != "at":
        return node
    step = replace(st, body=replace(b, args=b.args[1:]))
    sent = replace(sent, steps=(step, *sent.steps[1:]))
    return replace(
        node,
        kind=A.AbilityKind.AUTO,
        trigger=A.Trigger(tm),
        effect=replace(node.effect, sentences=(sent, *node.effect.sentences[1:])),
    )


def trigger_apart(node: A.Ability) -> A.Ability:
    """「<event>とき、<X>の場合、<effect>」 / 「<timing>に、<X>の場合、」: where the grammar read the
    trigger and the condition after it as one condition (the event and X joined by ``and``, or
    the timing as the condition's place), the trigger and the condition apart — the shape the
    grammar gives 「<event>時、<X>なら、」. Any other ability as it is."""
    c = node.condition
    if node.trigger is None and c is None and node.cost is None:
        return _timing_out_of_step(node)
    if node.trigger is not None or c is None or c.parts or node.cost is not None:
        return node
    cl = c.clause
    if not isinstance(cl, A.Action):
        return node
    if cl.verb == "and" and len(cl.args) == 2 and all(a.role is A.Role.NONE for a in cl.args):
        event, rest = (sole_relative(a.value) for a in cl.args)
        if (
            event is not None
            and event.verb == "when"
            and rest is not None
            and rest.verb not in ("when", "and", "or")
            and cl.args[0].pause
        ):
            return replace(
                node,
                kind=A.AbilityKind.AUTO,
                trigger=A.Trigger(event),
                condition=replace(c, clause=rest),
            )
        return node
    timed = [
        a
        for a in cl.args
        if a.role is A.Role.GOAL
        and a.pause
        and isinstance(a.value, A.NounPhrase)
        and len(a.value.terms) == 1
        and isinstance(a.value.terms[0], A.Timing)
    ]
    if len(timed) == 1 and cl.args[0] is timed[0] and len(cl.args) > 2:
        rest = replace(cl, args=cl.args[1:])
        return replace(
            node,
            kind=A.AbilityKind.AUTO,
            trigger=A.Trigger(timed[0].value.terms[0]),
            condition=replace(c, clause=rest),
        )
    return node


def _timed_arg(a: A.Arg) -> A.Timing | None:
    """The timing point an argument of role time holds (「…、そのターンの終了時、…」), or None."""
    v = a.value
    if (
        a.role is A.Role.TIME
        and isinstance(v, A.NounPhrase)
        and len(v.terms) == 1
        and isinstance(v.terms[0], A.Timing)
    ):
        return v.terms[0]
    return None


def _topic_at_turn_end(st: A.Step) -> bool:
    """Whether a step is 「Xは、そのターン終了時、」: a nominal clause of a topic and the end of that
    turn (the lexicon's word ターン終了時), a comma after each, no connector."""
    b = st.body
    return (
        isinstance(b, A.Action)
        and b.verb == "be"
        and b.form is A.Form.NOMINAL
        and st.pause
        and st.lead is None
        and st.condition is None
        and st.cost is None
        and len(b.args) == 2
        and b.args[0].role is A.Role.TOPIC
        and b.args[0].pause
        and b.args[1].role is A.Role.PREDICATE
        and isinstance(b.args[1].value, A.NounPhrase)
        and b.args[1].value.terms in ((A.Ref("that"), A.Word("end_of_turn")),)
    )


# 「選ばれたもの」 / 「選んだもの」: the items a choice before chose
_CHOSEN_THINGS = frozenset({A.Form.PAST, A.Form.PASSIVE_PAST})


def _chosen_things(np: Any) -> bool:
    return (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Relative)
        and np.terms[0].clause.verb == "choose"
        and not np.terms[0].clause.args
        and np.terms[0].clause.form in _CHOSEN_THINGS
        and np.terms[1] == A.Word("thing")
    )


def _bare_step(st: A.Step) -> bool:
    return st.condition is None and st.lead is None and st.cost is None


def chooser_then_done(node: A.Ability) -> A.Ability:
    """「相手は以下を１つ選ぶ。あなたは選ばれたものを行う。」: a player named choosing list items, and
    the next sentence carrying out the items chosen — one step 「以下を１つ行う」 whose items are
    chosen by that player (the argument ``by`` of the step: an owner), the ability's master doing
    them (VG 11.8.4: the one the text names chooses). Any other ability as it is."""
    if node.effect is None:
        return node
    ss = list(node.effect.sentences)
    changed = False
    i = 0
    while i + 1 < len(ss):
        first, then = ss[i], ss[i + 1]
        st = first.steps[-1] if first.steps else None
        b = st.body if st is not None else None
        nxt = then.steps[0] if len(then.steps) == 1 else None
        nb = nxt.body if nxt is not None else None
        if not (
            st is not None
            and nxt is not None
            and _bare_step(st)
            and _bare_step(nxt)
            and isinstance(b, A.Action)
            and b.verb == "choose"
            and b.form is A.Form.FINAL
            and isinstance(nb, A.Action)
            and nb.verb == "perform"
            and nb.form is A.Form.FINAL
        ):
            i += 1
            continue
        args = {a.role: a.value for a in b.args}
        nargs = {a.role: a.value for a in nb.args}
        who = args.get(A.Role.TOPIC)
        n = args.get(A.Role.NONE)
        if not (
            len(args) == len(b.args) == (2 if who is None else 3)
            and args.get(A.Role.OBJECT) == A.NounPhrase((A.Ref("following"),))
            and (
                who is None
                or isinstance(who, A.NounPhrase)
                and len(who.terms) == 1
                and isinstance(who.terms[0], A.Owner)
            )
            and isinstance(n, A.NounPhrase)
            and len(n.terms) == 1
            and isinstance(n.terms[0], A.Count)
            and n.terms[0].unit == "item"
            and len(nargs) == len(nb.args)
            and set(nargs) <= {A.Role.TOPIC, A.Role.OBJECT}
            and nargs.get(A.Role.TOPIC, A.NounPhrase((A.Owner("you"),)))
            == A.NounPhrase((A.Owner("you"),))
            and _chosen_things(nargs.get(A.Role.OBJECT))
        ):
            i += 1
            continue
        done = replace(
            nb,
            args=(
                A.Arg(A.Role.OBJECT, A.NounPhrase((A.Ref("following"),))),
                A.Arg(A.Role.NONE, n),
                *((A.Arg(A.Role.BY, who),) if who is not None else ()),
            ),
        )
        ss[i] = replace(first, steps=(*first.steps[:-1], replace(st, body=done)))
        del ss[i + 1]
        changed = True
        i += 1
    if not changed:
        return node
    return replace(node, effect=replace(node.effect, sentences=tuple(ss)))


def items_chosen_then_done(node: A.Ability) -> A.Ability:
    """「以下から１つ選び、行う」: a choice of list items (「以下から」, its number of items) followed
    by a bare 「行う」 — the same step as 「以下を１つ行う」 (the items chosen are the ones done). Any
    other ability as it is."""
    node = chooser_then_done(node)
    if node.effect is None:
        return node
    sentences = []
    changed = False
    for sent in node.effect.sentences:
        out: list[A.Step] = []
        for st in sent.steps:
            b = st.body
            prev = out[-1] if out else None
            pb = prev.body if prev is not None else None
            if (
                isinstance(b, A.Action)
                and b.verb == "perform"
                and not b.args
                and st.condition is None
                and st.lead is None
                and st.cost is None
                and isinstance(pb, A.Action)
                and pb.verb == "choose"
                and pb.form in (A.Form.CONTINUATIVE, A.Form.TE)
                and prev is not None
                and prev.condition is None
                and prev.lead is None
                and prev.cost is None
            ):
                args = {a.role: a.value for a in pb.args}
                n = args.get(A.Role.OBJECT, args.get(A.Role.NONE))
                src = args.get(A.Role.SOURCE)
                if (
                    len(args) == len(pb.args) == 2
                    and src == A.NounPhrase((A.Ref("following"),))
                    and isinstance(n, A.NounPhrase)
                    and len(n.terms) == 1
                    and isinstance(n.terms[0], A.Count)
                    and n.terms[0].unit == "item"
                ):
                    changed = True
                    done = replace(
                        b,
                        args=(
                            A.Arg(A.Role.OBJECT, A.NounPhrase((A.Ref("following"),))),
                            A.Arg(A.Role.NONE, n),
                        ),
                    )
                    out[-1] = replace(st, body=done)
                    continue
            out.append(st)
        sentences.append(replace(sent, steps=tuple(out)))
    if not changed:
        return node
    return replace(node, effect=replace(node.effect, sentences=tuple(sentences)))


def timing_apart(node: A.Ability) -> A.Ability:
    """「コールしたユニットは、そのターンの終了時、山札の下に置く」: a timing point printed among a
    step's arguments (the grammar: an argument of role time holding the ``Timing``) is that
    step's time, as 「そのターンの終了時、コールしたユニットを山札の下に置く」 says it — the timing
    point as a step of its own before the step (the step's connectors and condition on the
    timing point, which opens it). Any other ability as it is."""
    if node.effect is None:
        return node
    sentences = []
    changed = False
    for sent in node.effect.sentences:
        out: list[A.Step] = []
        for st in sent.steps:
            b = st.body
            topic = out[-1].body.args[0] if out and _topic_at_turn_end(out[-1]) else None  # type: ignore[union-attr]
            if topic is not None and isinstance(b, A.Action) and b.verb not in ("be", "when"):
                # 「このユニットは、そのターン終了時、退却する」 (ターン終了時 one word, the clause
                # before nominal): the topic is the next step's, the rest the turn's end
                changed = True
                prev = out[-1]
                out[-1] = replace(prev, body=replace(prev.body, args=prev.body.args[1:]))  # type: ignore[union-attr]
                st = replace(st, body=replace(b, args=(topic, *b.args)))
                b = st.body
            timed = (
                [a for a in b.args if _timed_arg(a) is not None] if isinstance(b, A.Action) else []
            )
            if len(timed) != 1 or not isinstance(b, A.Action):
                out.append(st)
                continue
            timing = _timed_arg(timed[0])
            assert timing is not None
            changed = True
            rest = replace(b, args=tuple(a for a in b.args if a is not timed[0]))
            out.append(replace(st, body=timing, pause=True))
            out.append(
                A.Step(rest, pause=st.pause, span=st.span, bang=st.bang)  # type: ignore[arg-type]
            )
        sentences.append(replace(sent, steps=tuple(out)))
    if not changed:
        return node
    return replace(node, effect=replace(node.effect, sentences=tuple(sentences)))


_IT = A.NounPhrase((A.Ref("it"),))
_NUMBER_OF_CARDS = A.Word("number_of_cards")


def _counted(st: A.Step) -> A.NounPhrase | None:
    """What 「(あなたは)Xを数え、」 counts: a step of 数える in its continuative form, a comma after
    it, no connector, condition or cost, its object the only argument besides a topic."""
    b = st.body
    if not (
        isinstance(b, A.Action)
        and b.verb == "count"
        and b.form in (A.Form.CONTINUATIVE, A.Form.TE)
        and st.pause
        and st.lead is None
        and st.condition is None
        and st.cost is None
    ):
        return None
    objs = [a for a in b.args if a.role is A.Role.OBJECT]
    if len(objs) != 1 or any(a.role not in (A.Role.OBJECT, A.Role.TOPIC) for a in b.args):
        return None
    np = objs[0].value
    return np if isinstance(np, A.NounPhrase) else None


def counted_condition(node: A.Ability) -> A.Ability:
    """「あなたは相手の手札の枚数を数え、それが３枚以上なら、…」 / 「…を数え、４枚以上なら、…」: the
    counting names the number the condition after it compares (それ, or no subject): the
    condition 「相手の手札が３枚以上なら」 — a number of cards (「Xの枚数」) is said of the cards X
    (counting is no change of the game). Any other ability as it is."""

    def rule(st: A.Step, nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        np = _counted(st)
        c = nxt.condition if nxt is not None else None
        cl = c.clause if c is not None else None
        if (
            np is None
            or nxt is None
            or c is None
            or c.marker != "nara"
            or not isinstance(cl, A.Action)
            or cl.verb != "be"
            or cl.form is not A.Form.NOMINAL
            or [a.role for a in cl.args if a.role is not A.Role.PREDICATE]
            not in ([], [A.Role.SUBJECT])
            or any(a.role is A.Role.SUBJECT and a.value != _IT for a in cl.args)
            or len([a for a in cl.args if a.role is A.Role.PREDICATE]) != 1
        ):
            return None
        if np.terms[-1:] == (_NUMBER_OF_CARDS,) and len(np.terms) > 1 and np.links[-1] == "の":
            np = A.NounPhrase(np.terms[:-1], np.links[:-1], np.span)
        pred = next(a for a in cl.args if a.role is A.Role.PREDICATE)
        clause = replace(cl, args=(A.Arg(A.Role.SUBJECT, np), pred))
        return (replace(nxt, condition=replace(c, clause=clause)),), 2

    return _rewrite_steps(node, rule)


_NOT_THERE = (A.Action("exist", (), A.Form.NEGATIVE), A.Action("exist", (), A.Form.NEGATIVE_PAST))


def _restates(said: A.Action, step: A.Step) -> bool:
    """Does ``said`` (an action printed before 「かわりに」) say again the step ``step``: the same
    verb, each of its arguments one of the step's (the step may say more: its topic, its
    object, its source)?"""
    b = step.body
    if not isinstance(b, A.Action) or b.verb != said.verb or not said.args:
        return False
    have = {(a.role, a.value) for a in b.args}
    return all((a.role, a.value) in have for a in said.args)


def contrasted_conditions(node: A.Ability) -> A.Ability:
    """「【永】：Xが１枚なら、A、２枚以上なら、B」 / 「【永】：Xが冥夜なら、A。Xが冥底なら、B」: a
    continuous ability whose effect opens with a condition on X and holds later steps with
    conditions on the same X (its subject said again, or left unsaid) prints the cases side by
    side, each for its own steps — the first reaches the steps before the next condition, not the
    whole ability (the grammar hangs it on the ability; a condition reaches its sentence, 11.2.2).
    It is moved to the first step; a period said with it (「あなたのターン中、」) is the ability's
    and goes with every case; a later condition printed without its subject (「２枚以上なら」)
    has X. Any other ability as it is — a later condition on something else (「…なら、A。さらに
    相手のヴァンガードが…なら、B」: read under the first) among them."""
    c = node.condition
    eff = node.effect
    if (
        node.kind is not A.AbilityKind.CONTINUOUS
        or c is None
        or c.parts
        or c.marker != "nara"
        or not isinstance(c.clause, A.Action)
        or eff is None
        or not eff.sentences
        or not eff.sentences[0].steps
        or eff.sentences[0].steps[0].condition is not None
    ):
        return node
    subject = [a for a in c.clause.args if a.role in _SUBJECTS]
    if len(subject) != 1:
        return node
    period = tuple(a for a in c.clause.args if a.role is A.Role.TIME)
    sents = [list(x.steps) for x in eff.sentences]
    cases = 0
    for steps in sents:
        for k, st in enumerate(steps):
            cc = st.condition
            if cc is None:
                continue
            b = cc.clause
            if cc.marker != "nara" or cc.parts or not isinstance(b, A.Action):
                return node
            said = [a for a in b.args if a.role in _SUBJECTS]
            if len(said) > 1 or (said and said[0].value != subject[0].value):
                return node  # a condition on something else: under the first, as printed
            roles = {a.role for a in b.args}
            if not said and not (
                b.verb == c.clause.verb == "be"
                and A.Role.PREDICATE in roles
                and set(roles) <= {A.Role.PREDICATE, A.Role.TIME}
            ):
                # (「ドロップにカードが２枚以上あるなら、…。４枚以上なら」: a count of what is
                # somewhere, read by ``elided_counts``)
                return node
            extra = (() if A.Role.TIME in roles else period) + (() if said else (subject[0],))
            steps[k] = replace(st, condition=replace(cc, clause=replace(b, args=(*extra, *b.args))))
            cases += 1
    if not cases:
        return node
    sents[0][0] = replace(sents[0][0], condition=c)
    new = tuple(replace(x, steps=tuple(st)) for x, st in zip(eff.sentences, sents, strict=True))
    return replace(node, condition=None, effect=replace(eff, sentences=new))


def _predicate_only(c: A.Condition | None) -> A.NounPhrase | None:
    """The predicate P of 「Pでないなら」 printed without its subject (「１以下でないなら」); None for
    another condition."""
    if c is None or c.marker != "nara" or c.parts or not isinstance(c.clause, A.Action):
        return None
    b = c.clause
    if b.verb != "be" or b.form is not A.Form.NEGATIVE or b.more or len(b.args) != 1:
        return None
    return b.args[0].value if b.args[0].role is A.Role.PREDICATE else None


def _said_of_a_subject(c: A.Condition | None) -> Any:
    """The predicate of 「XがPなら」 (X said), or None for another condition."""
    if c is None or c.marker != "nara" or c.parts or not isinstance(c.clause, A.Action):
        return None
    b = c.clause
    roles = [a.role for a in b.args]
    if (
        b.verb != "be"
        or b.form not in (A.Form.NOMINAL, A.Form.FINAL)
        or b.more
        or sorted(r.value for r in roles) not in (["predicate", "subject"], ["predicate", "topic"])
    ):
        return None
    return next(a.value for a in b.args if a.role is A.Role.PREDICATE)


def restated_negation(node: A.Ability) -> A.Ability:
    """「XがPなら、A。Pでないなら、B。」: a sentence opening with the predicate of the condition
    before it, negated and its subject left unsaid, is the other case of that condition —
    「そうでないなら、B。」 (lead ``otherwise``, 11.2.3). The condition before it is the one
    nearest: of an earlier sentence's first step, or the ability's. Any other ability as it is."""
    eff = node.effect
    if eff is None or len(eff.sentences) < 2:
        return node
    sents = list(eff.sentences)
    changed = False
    for i in range(1, len(sents)):
        steps = sents[i].steps
        if not steps or steps[0].lead is not None:
            continue
        p = _predicate_only(steps[0].condition)
        if p is None:
            continue
        # the nearest condition printed before it: a sentence's first step's, or the ability's
        # (one on a later step of a sentence: not read here)
        said = [(k, st.condition) for x in sents[:i] for k, st in enumerate(x.steps)]
        said = [(k, c) for k, c in said if c is not None]
        if said and said[-1][0] != 0:
            continue
        before = said[-1][1] if said else node.condition
        if _said_of_a_subject(before) != p:
            continue
        first = replace(steps[0], condition=None, lead="otherwise")
        sents[i] = replace(sents[i], steps=(first, *steps[1:]))
        changed = True
    if not changed:
        return node
    return replace(node, effect=replace(eff, sentences=tuple(sents)))


def restated_instead(node: A.Ability) -> A.Ability:
    """「A。Xなら、Aするかわりに B」: the step replaced said again before 「かわりに」 (「1枚引く。
    …なら、1枚引くかわりに2枚引く」, 「…を、控え室に置く。…なら、控え室に置くかわりにストック置場に
    置いてよい」). The grammar reads 「Xなら、Aする」 as a step of its own and 「かわりにB」 as the
    next; when that step's action says again (the same verb, no argument A's step has not) one
    step of the sentence before, the two are 「Xなら、かわりにB」 (8.2.1.3: B in A's place), the
    construction the games read. A 「…するかわりに」 saying what no step before said is left as it
    is (refused further on)."""
    if node.effect is None or len(node.effect.sentences) < 2:
        return node
    sents = list(node.effect.sentences)
    changed = False
    for j in range(1, len(sents)):
        steps = list(sents[j].steps)
        if len(steps) < 2:
            continue
        st, nxt = steps[0], steps[1]
        said = st.body
        if (
            st.condition is None
            or st.lead is not None
            or st.cost is not None
            or nxt.lead != "instead"
            or nxt.condition is not None
            or not isinstance(said, A.Action)
            or said.form is not A.Form.FINAL
            or said.modal is not None
            or sum(_restates(said, p) for p in sents[j - 1].steps) != 1
        ):
            continue
        joined = replace(nxt, condition=st.condition)
        sents[j] = replace(sents[j], steps=(joined, *steps[2:]))
        changed = True
    if not changed:
        return node
    return replace(node, effect=replace(node.effect, sentences=tuple(sents)))


def negated_passive_joined(node: A.Ability) -> A.Ability:
    """「…。相手のヴァンガードがデリートされていないなら、１枚引く」: inside an effect the grammar
    reads 「…されて」 as a step of its own (passive te-form) and 「いないなら」 as the next step's
    condition with nothing said; the two are one condition, 「…されていない」 — joined as the
    grammar joins them in an ability's condition (``conditions._split_negative`` reads it).
    Any other ability as it is."""

    def rule(st: A.Step, nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        c = nxt.condition if nxt is not None else None
        if (
            nxt is None
            or c is None
            or not isinstance(st.body, A.Action)
            or st.body.form is not A.Form.PASSIVE_TE
            or st.condition is not None
            or st.cost is not None
            or nxt.lead is not None
            or c.clause not in _NOT_THERE
        ):
            return None
        clause = A.Action(
            "and",
            tuple(A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(x),))) for x in (st.body, c.clause)),
            A.Form.NOMINAL,
        )
        joined = replace(nxt, condition=replace(c, clause=clause))
        if st.lead is not None:
            joined = replace(
                joined, lead=st.lead, lead_variant=st.lead_variant, lead_pause=st.lead_pause
            )
        return (joined,), 2

    return _rewrite_steps(node, rule)


def _period_out(c: A.Condition | None, v: Vocab) -> tuple[A.Condition | None, A.Arg | None]:
    """A condition whose clause opens with a period of a change set off by a comma
    (``Vocab.durations``, not a turn's owner, ``Vocab.during``): the condition without it, and
    the period. Else as it is."""
    if c is None or not isinstance(c.clause, A.Action) or c.parts:
        return c, None
    times = [a for a in c.clause.args if a.role is A.Role.TIME]
    if (
        len(times) != 1
        or c.clause.args[0] is not times[0]
        or not times[0].pause  # 「このターン中に…していたなら」: when it happened, no period
        or not isinstance(times[0].value, A.Duration)
        or times[0].value.id not in v.durations
        or times[0].value.id in v.during
    ):
        return c, None
    clause = replace(c.clause, args=c.clause.args[1:])
    return replace(c, clause=clause), times[0]


def _with_period(st: A.Step, period: A.Arg) -> A.Step | None:
    """The step with ``period`` as its time, or None when it has one of its own."""
    b = st.body
    if not isinstance(b, A.Action) or any(a.role is A.Role.TIME for a in b.args):
        return None
    return replace(st, body=replace(b, args=(period, *b.args)))


def period_before_condition(node: A.Ability, v: Vocab) -> A.Ability:
    """「そのバトル中、あなたの手札が３枚以下なら、このユニットのクリティカル＋１」: a period said
    before a condition (the grammar hangs it on the condition's clause) is not a condition — a
    condition reads a moment, not a span — but the period of the change after it, as
    「…なら、そのバトル中、…＋１」 says (the step's time). Moved to the first step after the
    condition when that step names no period of its own; any other ability as it is."""
    if node.effect is None or not node.effect.sentences:
        return node
    cond, period = _period_out(node.condition, v)
    if period is not None and node.effect.sentences[0].steps:
        first = node.effect.sentences[0]
        moved = _with_period(first.steps[0], period)
        if moved is not None:
            sents = (replace(first, steps=(moved, *first.steps[1:])), *node.effect.sentences[1:])
            node = replace(node, condition=cond, effect=replace(node.effect, sentences=sents))

    def rule(st: A.Step, nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        c, p = _period_out(st.condition, v)
        if p is None:
            return None
        moved = _with_period(replace(st, condition=c), p)
        return ((moved,), 1) if moved is not None else None

    return _rewrite_steps(node, rule)


_THERE_BEFORE = A.Action("exist", (), A.Form.PAST)  # 「いた」


def perfect_passive_joined(node: A.Ability) -> A.Ability:
    """「…。このターンにあなたのソウルにカードが置かれていたなら、さらに１枚引く」: as in
    ``negated_passive_joined``, the grammar reads 「…されて」 as a step of its own and 「いたなら」
    as the next step's condition with nothing said; the two are one condition, the perfect
    「…されていた」 — what has happened (read as 「…されている」, the history of the event). The
    step's own connector (さらに) stays; one printed before 「…されて」 leads the joined step. Any
    other ability as it is."""

    def rule(st: A.Step, nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        c = nxt.condition if nxt is not None else None
        if (
            nxt is None
            or c is None
            or c.marker != "nara"
            or not isinstance(st.body, A.Action)
            or st.body.form is not A.Form.PASSIVE_TE
            or st.condition is not None
            or st.cost is not None
            or (nxt.lead is not None and st.lead is not None)
            or c.clause != _THERE_BEFORE
        ):
            return None
        clause = replace(st.body, form=A.Form.PASSIVE_PROG)
        joined = replace(nxt, condition=replace(c, clause=clause))
        if st.lead is not None:
            joined = replace(
                joined, lead=st.lead, lead_variant=st.lead_variant, lead_pause=st.lead_pause
            )
        return (joined,), 2

    return _rewrite_steps(node, rule)


def compile_ability(
    node: A.Ability, v: Vocab, items: tuple[A.Ability, ...] = (), render: Any = None
) -> Program:
    """Compile one ability; ``items``: the ``・`` lines after it."""
    if A.unparsed(node):
        raise Unsupported("text the grammar could not type")
    node = manner_verbs(field_value_subjects(node, v), v)
    for hook in v.hooks.get("ability", ()):
        got = hook(node, v, items)
        if got is not None:
            return got  # type: ignore[no-any-return]
    if node.bullet:
        raise Unsupported("one item of a list, apart from its ability")
    node = restated_negation(contrasted_conditions(node))
    node = restated_instead(
        perfect_passive_joined(negated_passive_joined(trigger_apart(declared_target(node))))
    )
    node = elided_counts(topic_all(timing_apart(counted_condition(node))))
    node = period_before_condition(node, v)
    node = items_chosen_then_done(node)
    node = continued_args(gapped_steps(coordinated_zones(blind_choice(node))))
    if v.first_step_cost:
        node = cost_of_the_ability(node)
    kind = node.kind.value
    h = labels(node.labels, v)
    if node.keyword is not None and node.keyword_first and _validity_keyword(node.keyword, v):
        # 「【永】【(R)】勇敢：…」 / 「…【Gブレイク】(2)儀式５：…」: a validity keyword before the colon
        h.valid += (node.keyword,)
        node = replace(node, keyword=None, keyword_first=False)
    if node.keyword is not None:
        raise Unsupported(f"the keyword {node.keyword.name}")
    if node.keyword_first:
        raise Unsupported("a keyword printed before the colon")
    if node.prefix is not None:
        raise Unsupported(f"the prefix {node.prefix}")
    if node.preamble:
        raise Unsupported("a sentence before the trigger")
    if kind not in ("auto", "activated", "continuous", "event"):
        raise Unsupported(f"an ability of kind {kind}")
    node = named_moment_trigger(event_condition_trigger(node, v), v)
    kind = node.kind.value
    node, void_if = void_under(node, v)
    trig = trigger(node.trigger, v) if node.trigger is not None else None
    if (kind == "auto") != (trig is not None):
        raise Unsupported("a trigger where none belongs, or none where one does")
    if trig is not None:
        node = event_again(event_refs(node, trig, v), trig, v)
    r = Reading(v, "auto" if kind == "event" else kind, costs=cost_items)
    r.compile, r.render = v.compile, render
    if kind in ("continuous", "activated"):
        node = replace(node, condition=_own_subject(node.condition))
    cond = condition(node.condition, v) if node.condition is not None else None
    cost = cost_items(node.cost, r) if node.cost is not None else ()
    if kind == "continuous" and cost:
        raise Unsupported("a continuous ability with a cost")
    if node.effect is None:
        raise Unsupported("an ability without an effect")
    effect, said = said_limit(node.effect) if v.said_limit else (node.effect, None)
    effect, quoted = quoted_choices(effect)
    items = (*items, *quoted)
    if said is not None:
        if h.limit is not None or kind not in ("auto", "activated"):
            raise Unsupported(
                "「この能力は使えなくなる」 with a limit icon, or not of an ability played"
            )
        # the ability's own period limit, said: used up as the icon is, citing what says so
        h.limit, h.params = said, (*h.params, ("limit_said", True))
    ops = tie(effect_steps(effect, r), kind, None, v)
    ops = with_items(ops, items, r.kind, v, render, r)
    if any(implied_in(op.cond) for op in ops):
        raise Unsupported("a condition on cards it does not name")
    cond = _own_state(cond)
    if void_if is not None and void_if.marker == "void_effect":
        # 「A。Xなら、この効果は無効。」: each step of A is done only while X does not hold, read
        # when it is (11.4.2: no effect, no choice made)
        off = _own_state(condition(replace(void_if, marker="nara"), v))
        unless = Cond("not", parts=(off,), detail=(("void", v.void_under),))
        ops = [replace(op, cond=both(unless, op.cond)) for op in ops]
    elif void_if is not None:
        # 「Xなら、この能力は無効」: valid while X does not hold (``void_under``)
        off = _own_state(condition(void_if, v))
        cond = both(Cond("not", parts=(off,), detail=(("void", v.void_under),)), cond)
    if implied_in(cond):
        raise Unsupported("a condition on cards it does not name")
    valid = validity(h.valid, kind, v) if h.valid else None
    if valid is not None and node.reminders and v.reminder_clauses:
        # 「神託：（…なら有効）」: the keyword's condition is the rules' (VG 14.18.3), its reminder
        # has no effect (VG 2.11.3) — whatever it says, the ruling cites why it is not read
        valid = replace(valid, said=v.reminder_clauses)
    if valid is not None and kind == "continuous":
        cond, valid = both(valid, cond), None  # 14.2.3.1: 「有効条件を満たしているなら、～」
    elif valid is not None and kind not in ("auto", "activated"):
        raise Unsupported(f"a validity keyword on an ability of kind {kind}")
    return Program(
        kind,
        valid=valid,
        zones=h.zones,
        steps=ops,
        trigger=trig,
        cond=cond,
        cost=cost,
        limit=h.limit,
        icons=h.icons,
        keyword=h.keyword,
        params=h.params,
    )


# verbs of a move into a place: 「置く」, 「戻す」, 「加える」 (a game's own verb of the kind is added)
MOVE_INTO = ("put", "return", "add")


def moved_place_carried(node: A.Ability) -> A.Ability:
    """「…を山札に戻し、…＋Ｘ。Ｘは戻した枚数×1000に等しい」, 「…控え室に置き、置いたカード…」: a
    relative clause 「Vした」 of a move verb (``MOVE_INTO``) with no place, in a noun phrase after a
    step of the same verb that names its place, says the cards that step put there — the place
    left unsaid is that step's (the ellipsis of Japanese), read as 「山札に戻した枚数」, which each
    game reads as the cards this effect put into that zone; so too inside another relative clause
    (「置いた枚数と同じ枚数まで引く」), and in a later step's condition (「この効果で置いた枚数が2枚
    なら」), and as that condition's own clause when it names this effect (「この効果で2枚置いた
    なら」: the cards this effect put there). The nearest such step before it; with none (or a step of the verb without a place),
    the clause is left as printed (refused)."""
    last: dict[str, A.Arg] = {}

    def filled(np: A.NounPhrase) -> A.NounPhrase | None:
        terms = list(np.terms)
        changed = False
        for k, t in enumerate(terms):
            c = t.clause if isinstance(t, A.Relative) else None
            if (
                isinstance(c, A.Action)
                and c.verb in last
                and c.form is A.Form.PAST
                and not any(a.role is A.Role.GOAL for a in c.args)
            ):
                goal = replace(last[c.verb], pause=False, topic=False)
                terms[k] = replace(t, clause=replace(c, args=(*c.args, goal)))
                changed = True
            elif isinstance(c, A.Action):
                # 「置いた枚数と同じ枚数」: the clause inside another relative clause's argument
                inner = [
                    replace(x, value=f)
                    if isinstance(x.value, A.NounPhrase) and (f := filled(x.value)) is not None
                    else x
                    for x in c.args
                ]
                if inner != list(c.args):
                    terms[k] = replace(t, clause=replace(c, args=tuple(inner)))
                    changed = True
        return replace(np, terms=tuple(terms)) if changed else None

    def rule(st: A.Step, nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        b = st.body
        if not isinstance(b, A.Action):
            return None
        args = list(b.args)
        changed = False
        for i, a in enumerate(args):
            np = filled(a.value) if isinstance(a.value, A.NounPhrase) else None
            if np is not None:
                args[i] = replace(a, value=np)
                changed = True
        cond = st.condition
        cl = cond.clause if cond is not None else None
        if cond is not None and isinstance(cl, A.Action):
            # 「…控え室に置く。この効果で置いた枚数が2枚なら、…」: the step's condition (read
            # before the step does anything: the place of the steps before it)
            cargs = [
                replace(x, value=f)
                if isinstance(x.value, A.NounPhrase) and (f := filled(x.value)) is not None
                else x
                for x in cl.args
            ]
            if (
                cl.verb in last
                and cl.form is A.Form.PAST
                and any(x.role is A.Role.MEANS and x.value == THIS_EFFECT for x in cl.args)
                and not any(x.role is A.Role.GOAL for x in cl.args)
            ):
                # 「…山札の下に置く。この効果で2枚置いたなら、…」: the condition's own clause, this
                # effect's move of the verb with no place — the place its step before put them
                cargs.append(replace(last[cl.verb], pause=False, topic=False))
            if cargs != list(cl.args):
                cond = replace(cond, clause=replace(cl, args=tuple(cargs)))
                changed = True
        if b.verb in MOVE_INTO:
            goals = [a for a in b.args if a.role is A.Role.GOAL]
            if len(goals) == 1 and isinstance(goals[0].value, A.NounPhrase):
                last[b.verb] = goals[0]
            else:
                last.pop(b.verb, None)
        if not changed:
            return None
        return (replace(st, body=replace(b, args=tuple(args)), condition=cond),), 1

    return _rewrite_steps(node, rule)


def _carried_topic(c: A.Condition | None, body: Any) -> tuple[A.Condition, A.Action] | None:
    """The condition without its topic and ``body`` with it (``topic_carried``), or None."""
    cl = c.clause if c is not None else None
    if c is None or not isinstance(cl, A.Action) or not isinstance(body, A.Action):
        return None
    roles = [a.role for a in cl.args]
    if roles.count(A.Role.TOPIC) != 1:
        return None
    # 「このカードは後列の枠にいるなら、相手の効果によって、舞台から手札に戻らない」: a condition
    # with no subject of its own shares the topic — it is the subject of both (「このカードが後列
    # の枠にいるなら、このカードは…戻らない」); only before a step with no object, whose topic can
    # only be what it says happens to (or is done by) that card
    shared = not (A.Role.SUBJECT in roles or A.Role.SUBJECT_NO in roles)
    topic = next(a for a in cl.args if a.role is A.Role.TOPIC)
    np = topic.value
    if not isinstance(np, A.NounPhrase) or not np.terms or isinstance(np.terms[-1], A.Owner):
        return None  # a player's topic: ``topic_out`` (whose 自分 it is)
    if any(a.role in (A.Role.TOPIC, A.Role.SUBJECT, A.Role.SUBJECT_NO) for a in body.args):
        return None
    if shared:
        if any(a.role is A.Role.OBJECT for a in body.args) or cl.form is not A.Form.FINAL:
            return None
        subject = replace(topic, role=A.Role.SUBJECT, pause=False)
        clause = replace(cl, args=tuple(subject if a is topic else a for a in cl.args))
        return replace(c, clause=clause), replace(
            body, args=(replace(topic, pause=False), *body.args)
        )
    clause = replace(cl, args=tuple(a for a in cl.args if a is not topic))
    moved = replace(topic, pause=False)
    return replace(c, clause=clause), replace(body, args=(moved, *body.args))


def _carried_time(c: A.Condition | None, body: Any) -> tuple[A.Condition, A.Action] | None:
    """The condition without its leading period and ``body`` with it (``time_carried``), or
    None."""
    cl = c.clause if c is not None else None
    if c is None or not isinstance(cl, A.Action) or not isinstance(body, A.Action):
        return None
    times = [a for a in cl.args if a.role is A.Role.TIME]
    if (
        len(times) != 1
        # a state now (「…が多いなら」), not an event looked for in that period (「そのターン中、
        # …していたなら」)
        or cl.form not in (A.Form.FINAL, A.Form.NOMINAL)
        or cl.args[0] is not times[0]
        or not times[0].pause
        or not isinstance(times[0].value, A.Duration)
        or times[0].value.id not in _PERIODS
        or any(a.role is A.Role.TIME for a in body.args)
    ):
        return None
    clause = replace(cl, args=cl.args[1:])
    return replace(c, clause=clause), replace(
        body, args=(replace(times[0], pause=False), *body.args)
    )


def _period_into_count(c: A.Condition | None) -> A.Condition | None:
    """「このターン中、あなたのキャラが…させた回数が2回以上なら」: a period printed first, set off by
    a comma, before a condition that counts acts (「…した回数」, a relative clause before 回数, with
    no period of its own) is the period the acts are counted in — an event looked for in that
    period, not how long the step after lasts: moved into the relative clause, as 「このターン中に
    …した回数」 says it. None for any other condition."""
    cl = c.clause if c is not None else None
    if c is None or not isinstance(cl, A.Action) or cl.form is not A.Form.NOMINAL:
        return None
    times = [a for a in cl.args if a.role is A.Role.TIME]
    subj = [a for a in cl.args if a.role is A.Role.SUBJECT]
    if (
        len(times) != 1
        or len(subj) != 1
        or cl.args[0] is not times[0]
        or not times[0].pause
        or not isinstance(times[0].value, A.Duration)
        or times[0].value.id not in _PERIODS
    ):
        return None
    np = subj[0].value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Relative)
        and np.terms[1] == A.Word("times")
        and np.links == ("",)
        and isinstance(np.terms[0].clause, A.Action)
        and not any(a.role is A.Role.TIME for a in np.terms[0].clause.args)
    ):
        return None
    act = np.terms[0].clause
    act = replace(act, args=(replace(times[0], pause=False), *act.args))
    counted = replace(np, terms=(A.Relative(act), np.terms[1]))
    args = tuple(replace(a, value=counted) if a is subj[0] else a for a in cl.args[1:])
    return replace(c, clause=replace(cl, args=args))


def _counted_in_period(node: A.Ability) -> A.Ability:
    """``_period_into_count`` on the ability's own condition and each step's."""
    own = _period_into_count(node.condition)
    if own is not None:
        node = replace(node, condition=own)

    def rule(st: A.Step, _nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        got = _period_into_count(st.condition)
        return None if got is None else ((replace(st, condition=got),), 1)

    return _rewrite_steps(node, rule)


# the periods an effect lasts for that a sentence may print before its condition
_PERIODS = (
    "this_turn",
    "until_end_of_opponent_next_turn",
    "until_end_of_your_next_turn",
    "until_end_of_next_turn",
)


def _own_condition_carried(
    node: A.Ability,
    carry: Callable[[A.Condition | None, A.Action], tuple[A.Condition, A.Action] | None],
) -> A.Ability:
    """The ability's own condition and the first step of its effect (one with no condition of
    its own) rewritten by ``carry`` (``_carried_time``, ``_carried_topic``: a word printed
    before the condition moved onto the step), or ``node`` unchanged when ``carry`` declines."""
    eff = node.effect
    assert eff is not None and eff.sentences and eff.sentences[0].steps
    first = eff.sentences[0].steps[0]
    if first.condition is not None or not (got := carry(node.condition, first.body)):
        return node
    cond, body = got
    s0 = replace(eff.sentences[0], steps=(replace(first, body=body), *eff.sentences[0].steps[1:]))
    return replace(node, condition=cond, effect=replace(eff, sentences=(s0, *eff.sentences[1:])))


def time_carried(node: A.Ability) -> A.Ability:
    """「そのターン中、あなたのクロックが相手のクロックより多いなら、このカードのパワーを＋3000」: a
    period printed first, set off by a comma, before a condition is how long the step after the
    condition lasts — not a part of the condition (a state holds or not now): read as 「…多いなら、
    そのターン中、このカードのパワーを＋3000」. Only when that step names no period of its own; not in
    a continuous ability (there a period would be its condition, 8.1.1.3). The ability's own
    condition and each step's."""
    if node.kind is A.AbilityKind.CONTINUOUS:
        return node
    eff = node.effect
    if eff is None or not eff.sentences or not eff.sentences[0].steps:
        return node
    node = _counted_in_period(node)
    eff = node.effect
    assert eff is not None
    node = _own_condition_carried(node, _carried_time)

    carried: list[A.Action] = []
    if node is not None and node.effect is not eff:
        carried.append(node.effect.sentences[0].steps[0].body)  # type: ignore[union-attr]

    def rule(st: A.Step, _nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        got = _carried_time(st.condition, st.body)
        if got is None:
            return None
        cond, body = got
        carried.append(body)
        return (replace(st, condition=cond, body=body),), 1

    node = _rewrite_steps(node, rule)
    # 「そのターン中、…なら、A。そうでないなら、B。」: the period heads both cases — the other
    # case's step (「そうでないなら」) with no period of its own lasts as long
    eff = node.effect
    if eff is None or not carried:
        return node
    out = list(eff.sentences)
    for i in range(1, len(out)):
        before, st = (
            out[i - 1].steps[0] if out[i - 1].steps else None,
            (out[i].steps[0] if out[i].steps else None),
        )
        if (
            before is None
            or st is None
            or not any(before.body is b for b in carried)
            or not (st.lead == "otherwise" or is_else(st.condition))
            or not isinstance(st.body, A.Action)
            or any(a.role is A.Role.TIME for a in st.body.args)
        ):
            continue
        time = next(a for a in before.body.args if a.role is A.Role.TIME)  # type: ignore[union-attr]
        body = replace(st.body, args=(time, *st.body.args))
        carried.append(body)
        out[i] = replace(out[i], steps=(replace(st, body=body), *out[i].steps[1:]))
    return replace(node, effect=replace(eff, sentences=tuple(out)))


_NEGATIVE_CONT = (A.Form.NEGATIVE_CONT, A.Form.PASSIVE_NEG_CONT, A.Form.CANNOT_CONT)
_NEGATIVE = (A.Form.NEGATIVE, A.Form.PASSIVE_NEG, A.Form.CANNOT, *_NEGATIVE_CONT)


def means_carried(node: A.Ability) -> A.Ability:
    """「このカードは相手の効果によって、手札に戻らず、山札に置かれない」: 「…によって、」 set off by a
    comma before a chain of negatives (「…ず、…ない」) says by what none of them happens — each step
    of the chain with no 「によって」 of its own takes it (1.3.3: a prohibition on what those
    effects do). Only down a chain of negative steps, the first naming it."""
    eff = node.effect
    if eff is None:
        return node
    sentences = list(eff.sentences)
    changed = False
    for n, sent in enumerate(sentences):
        steps = list(sent.steps)
        by: A.Arg | None = None
        for k, st in enumerate(steps):
            b = st.body
            if not isinstance(b, A.Action) or b.form not in _NEGATIVE:
                by = None
                continue
            own = [a for a in b.args if a.role is A.Role.BY]
            if own:
                by = own[0] if len(own) == 1 and own[0].pause else None
            elif by is not None and st.condition is None and st.lead is None:
                steps[k] = replace(st, body=replace(b, args=(by, *b.args)))
                changed = True
            if b.form not in _NEGATIVE_CONT:
                by = None  # the chain ends here
        sentences[n] = replace(sent, steps=tuple(steps))
    if not changed:
        return node
    return replace(node, effect=replace(eff, sentences=tuple(sentences)))


def state_while(node: A.Ability) -> A.Ability:
    """「【永】 このカードは前列の枠にいる時、【リバース】しない」: in a continuous ability, 「…にいる
    時、」 — the 時 of a state (a card being in a place), not of an event — is while it holds: the
    ability's condition 「このカードは前列の枠にいるなら、【リバース】しない」 (a continuous ability's
    effect applies while its condition holds; its topic then carried onto the step,
    ``topic_carried``). Only the ability's first step, with no condition of the ability or of the
    step after it."""
    eff = node.effect
    if (
        node.kind is not A.AbilityKind.CONTINUOUS
        or node.condition is not None
        or eff is None
        or not eff.sentences
        or len(eff.sentences[0].steps) < 2
    ):
        return node
    first, second, *rest = eff.sentences[0].steps
    b = first.body
    if (
        not isinstance(b, A.Action)
        or b.verb != "when"
        or len(b.args) != 1
        or first.condition is not None
        or first.lead is not None
        or first.cost is not None
        or second.condition is not None
        or not isinstance(b.args[0].value, A.NounPhrase)
        or len(b.args[0].value.terms) != 1
        or not isinstance(rel := b.args[0].value.terms[0], A.Relative)
        or not isinstance(cl := rel.clause, A.Action)
        or cl.verb != "exist"
        or cl.form is not A.Form.FINAL
        or cl.modal is not None
    ):
        return node
    s0 = replace(eff.sentences[0], steps=(second, *rest))
    return replace(
        node,
        condition=A.Condition(clause=cl, marker="nara", pause=True),
        effect=replace(eff, sentences=(s0, *eff.sentences[1:])),
    )


def topic_carried(node: A.Ability) -> A.Ability:
    """「このカードは、あなたのストックが3枚以下なら、アタックできない」: a card's topic printed
    before a condition that has a subject of its own is the topic of the sentence — what the step
    after the condition says something of — not a part of the condition: read as 「あなたの
    ストックが3枚以下なら、このカードはアタックできない」. Only when that step names no topic or
    subject of its own; a player's topic is ``topic_out``'s. The ability's own condition (the
    first step of its effect) and each step's."""
    eff = node.effect
    if eff is None or not eff.sentences or not eff.sentences[0].steps:
        return node
    node = _own_condition_carried(node, _carried_topic)

    def rule(st: A.Step, _nxt: A.Step | None) -> tuple[tuple[A.Step, ...], int] | None:
        got = _carried_topic(st.condition, st.body)
        if got is None:
            return None
        cond, body = got
        return (replace(st, condition=cond, body=body),), 1

    return _rewrite_steps(node, rule)
