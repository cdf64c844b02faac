"""Constructions that span a sentence or read one step in the light of another: antecedents,
swaps (「入れ替える」), modes (「Nつまで選ぶ」), 「それぞれ」 counts and rewrites."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ruling.games._ws.cardtext.ir import with_op
from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext.conditions import condition
from ruling.games._ws.cardtext.effects import _SIDE_ATTACKING, _as_marker, _quoted, _rested
from ruling.games._ws.cardtext.ir import Cond, Op, Sel, Trig, ws_sel
from ruling.games._ws.cardtext.nouns import sel

# the shared layer's game-neutral readers (``ruling.cardtext``), read when a card's text is
# compiled: argument roles, counts, connectors, conditions joined by で / chained, timings
sh_abilities = module("ruling.cardtext.abilities")
sh_cond = module("ruling.cardtext.conditions")
sh_nouns = module("ruling.cardtext.nouns")


FIXED_REFS = ("battle_opponent", "facing", "front", "behind", "adjacent", "trigger_card")


# the cards a step names by their place in a pile or by looking at them (「山札の上から1枚」,
# 「相手のクロックの上から1枚を」): named as cards (カード), of no kind the text says
_PILE_VERBS = ("look_top", "reveal_top", "flip")


def _antecedents(trig: Trig | None, cond: Cond | None, steps: tuple[Op, ...]) -> tuple[Op, ...]:
    """そのキャラ / そのカード name the nearest card mentioned before them in the ability whose
    kind the reference says: a card the trigger or a condition named (このカードのバトル相手, the
    other character that attacked), or the cards a step chose or moved (then they are the chosen
    ones). そのカード is the nearest of any kind; そのキャラ the nearest named as a character — cards
    taken from a pile by their place (「相手のクロックの上から1枚を、控え室に置いてよい。そうしたら、
    あなたはそのキャラを…」) are named as cards, so そのキャラ after them is the character before
    (this card's battle opponent); with no character before, the nearest card as before."""
    # the mentions in order: (ref, kind) — ref one of FIXED_REFS, or "chosen" (a step's cards);
    # kind "character", "card" (a pile's cards), another card kind, or "unknown"
    mentions: list[tuple[str, str]] = []
    # そのバトル相手: the battle opponent last named (このカードのバトル相手; the card the trigger
    # names as another character's battle opponent), whatever was chosen since
    opponent: str | None = None
    if trig is not None and trig.subject is not None:
        if trig.subject.ref == "battle_opponent":
            mentions.append(("battle_opponent", "character"))
            opponent = "battle_opponent"
        elif trig.subject.ref is None:
            mentions.append(("trigger_card", trig.subject.kind or "unknown"))
        elif trig.subject.ref == "battle_opponent_of":
            opponent = "trigger_card"

    def fixed(c: Cond | None) -> None:
        nonlocal opponent
        for x in _flat(c):
            if x.sel is not None and x.sel.ref in FIXED_REFS:
                mentions.append((x.sel.ref, _fixed_kind(x.sel.ref, mentions)))
            if x.sel is not None and x.sel.ref == "battle_opponent":
                opponent = "battle_opponent"
            if x.what == "match" and x.filt is not None and x.filt.kind and mentions:
                # 「そのカードがキャラなら」: the cards just dealt with are of that kind
                if mentions[-1][0] == "chosen":
                    mentions[-1] = ("chosen", x.filt.kind)

    fixed(cond)
    out = []
    for op in steps:
        fixed(op.cond)
        if op.target is not None and op.target.ref == "that_battle_opponent":
            if opponent is None:
                raise Unsupported("そのバトル相手 with no battle opponent named before")
            op = with_op(op, target=ws_sel(op.target, ref=opponent))
        elif op.target is not None and op.target.ref == "battle_opponent":
            opponent = "battle_opponent"
        if not mentions and op.verb in ("swap_stage", "choose") and op.target.ref == "chosen":  # type: ignore[union-attr]
            # 「このカードとそのキャラを入れ替える」 / 「そのキャラを1枚選び」 with no card named
            # before it: names nothing
            raise Unsupported(f"そのキャラ ({op.verb}) with no card named before it")
        if mentions and op.target is not None and op.target.ref == "chosen":
            ref = _nearest(mentions, op.target.said)
            if ref != "chosen":
                op = with_op(op, target=ws_sel(op.target, ref=ref))
        elif op.target is not None and op.target.ref in FIXED_REFS:
            mentions.append((op.target.ref, _fixed_kind(op.target.ref, mentions)))
        if op.verb in ("choose", "choose_parts", "search_deck") or (
            op.verb == "move" and op.target.pos  # type: ignore[union-attr]
        ):
            kind = op.target.kind if op.target is not None else None
            mentions.append(("chosen", kind or ("card" if op.verb == "move" else "unknown")))
        elif op.verb in _PILE_VERBS:
            mentions.append(("chosen", "card"))
        out.append(op)
    return tuple(out)


def _fixed_kind(ref: str, mentions: list[tuple[str, str]]) -> str:
    """The kind of card a fixed reference names: the trigger's card as the trigger said it, the
    others (バトル相手, 正面 / 前 / 後ろのキャラ) characters."""
    if ref == "trigger_card":
        return next((k for r, k in reversed(mentions) if r == ref), "unknown")
    return "character"


def _nearest(mentions: list[tuple[str, str]], said: str | None) -> str:
    """The ref of the nearest mention a reference saying ``said`` can name (see ``_antecedents``);
    with none of its kind, the nearest of any."""
    if said == "character":
        for ref, kind in reversed(mentions):
            if kind in ("character", "unknown"):
                return ref
    return mentions[-1][0]


def _sels(obj: Any) -> list[Sel]:
    """Every selector in a compiled value (steps, their conditions, X, alternatives)."""
    if isinstance(obj, (tuple, list)):
        return [x for o in obj for x in _sels(o)]
    if not dataclasses.is_dataclass(obj) or isinstance(obj, type):
        return []
    out = [obj] if isinstance(obj, Sel) else []
    for f in dataclasses.fields(obj):
        out += _sels(getattr(obj, f.name))
    return out


def _cond_antecedent(trig: Trig | None, cond: Cond | None) -> Cond | None:
    """そのカード in the condition before the effect (「…がでた時、そのカードのトリガーアイコンが
    [[salvage.gif]]なら」): the card the trigger was about; with no such card before it the
    reference names nothing the engine knows — refused."""
    if cond is None or not any(c.sel == Sel(ref="chosen") for c in _flat(cond)):
        return cond
    # 「このカードのバトル相手が【リバース】した時、そのキャラのレベルが2以上なら」: the card the
    # trigger named by its relation to this card (as the trigger saw it, 8.11.2)
    named = (
        trig.subject.ref
        if trig is not None and trig.subject is not None and trig.subject.ref == "battle_opponent"
        else None
    )
    if trig is None or trig.subject is None or (trig.subject.ref is not None and named is None):
        raise Unsupported("そのカード in a condition with no card before it")

    def sub(c: Cond) -> Cond:
        parts = tuple(sub(p) for p in c.parts)
        s = Sel(ref=named or "trigger_card") if c.sel == Sel(ref="chosen") else c.sel
        return dataclasses.replace(c, sel=s, parts=parts)

    return sub(cond)


def _flat(c: Cond | None) -> list[Cond]:
    if c is None:
        return []
    return [c] + [x for p in c.parts for x in _flat(p)]


def _quote_sentence(sent: A.Sentence) -> tuple[A.Ability, ...] | None:
    """『…』。 after 次の能力を得る: a sentence that is only the quoted abilities."""
    if len(sent.steps) != 1:
        return None
    b = sent.steps[0].body
    if not isinstance(b, A.Action) or b.verb != "be" or len(b.args) != 1:
        return None
    if b.args[0].role is not A.Role.PREDICATE:
        return None
    return _quoted(b.args[0].value)


def split_quote_x(sents: tuple[A.Sentence, ...]) -> tuple[A.Sentence, ...]:
    """「…次の能力を得る。『…Ｘ以下…』Ｘはそれらのカードの…に等しい。」: the grammar reads the quote and
    the definition of Ｘ after it (no 。 between them) as one sentence 「『…』Ｘは…に等しい」; they
    are two — the quoted abilities, then what Ｘ is."""
    out: list[A.Sentence] = []
    for sent in sents:
        b = sent.steps[0].body if len(sent.steps) == 1 else None
        topic = b.arg(A.Role.TOPIC) if isinstance(b, A.Action) and b.verb == "equal" else None
        if (
            topic is not None
            and len(topic.terms) == 2
            and isinstance(topic.terms[0], A.Quote)
            and topic.terms[1] == A.Count(A.Number(None, "X"), "none")
            and topic.links == ("",)
        ):
            st = sent.steps[0]
            quote = A.Action("be", (A.Arg(A.Role.PREDICATE, A.NounPhrase(topic.terms[:1])),))
            x_args = tuple(
                dataclasses.replace(a, value=A.NounPhrase(topic.terms[1:]))
                if a.role is A.Role.TOPIC
                else a
                for a in b.args  # type: ignore[union-attr]
            )
            out.append(dataclasses.replace(sent, steps=(dataclasses.replace(st, body=quote),)))
            x_body = dataclasses.replace(b, args=x_args)
            out.append(dataclasses.replace(sent, steps=(dataclasses.replace(st, body=x_body),)))
        else:
            out.append(sent)
    return tuple(out)


def _swap_with_this(sent: A.Sentence) -> tuple[int, Sel, str] | None:
    """「あなたは自分のレベル置場の「X」を1枚とこのカードを選び、入れ替える。」 (the last two steps of
    the sentence): the step index, the card to swap this card with, and the bound of its count
    (「1枚まで」: ``up_to``, none may be chosen, 8.6.3.1.1)."""
    steps = sent.steps
    if len(steps) < 2:
        return None
    i = len(steps) - 2
    ch, sw = steps[i].body, steps[i + 1].body
    if not isinstance(ch, A.Action) or not isinstance(sw, A.Action):
        return None
    if ch.verb != "choose" or sw.verb != "swap" or sw.args or steps[i + 1].condition:
        return None
    if sw.form not in (A.Form.FINAL, A.Form.OPTIONAL) or ch.modal or sw.modal:
        # 「入れ替えることができる」: a modal this reading does not read (the step refuses it)
        return None
    objs = [a.value for a in ch.args if a.role is A.Role.OBJECT]
    rest = {a.role for a in ch.args} - {A.Role.OBJECT, A.Role.WITH, A.Role.TOPIC}
    count = next((a.value for a in ch.args if a.role is A.Role.WITH), None)
    if rest or len(objs) != 2 or objs[1] != A.NounPhrase((A.Ref("this_card"),)):
        return None
    nb = sh_nouns.bare_count(count)
    if nb not in ((1, "exact"), (1, "up_to")):
        return None
    target = sel(objs[0])
    if target.ref is not None or target.zone not in (
        "level",
        "waiting_room",
        "memory",
        "clock",
        "under_this",
    ):
        return None
    return i, ws_sel(target, owner=target.owner or "you"), nb[1]  # type: ignore[index]


def _step_cond(st: A.Step) -> Cond | None:
    return condition(st.condition) if st.condition is not None else None


def _swap_with_this_on_stage(sent: A.Sentence) -> tuple[int, int, Sel, bool] | None:
    """「あなたは自分の《X》のキャラを1枚とこのカードを選び、(それぞれを【スタンド】して)入れ替える」:
    the choose step's index, how many steps the swap takes, the character to swap slots with,
    and whether both are put standing."""
    steps = sent.steps
    for i in range(len(steps) - 1):
        ch = steps[i].body
        if not isinstance(ch, A.Action) or ch.verb != "choose" or steps[i].condition:
            continue
        rest = steps[i + 1 :]
        stand = False
        if (
            len(rest) >= 2
            and isinstance(rest[0].body, A.Action)
            and rest[0].body.verb == "stand"
            and rest[0].body.form is A.Form.TE
            and rest[0].body.args
            and rest[0].body.args[0].value == A.NounPhrase((A.Ref("each"),))
            and len(rest[0].body.args) == 1
        ):
            stand, rest = True, rest[1:]
        sw = rest[0].body if rest else None
        if not isinstance(sw, A.Action) or sw.verb != "swap" or sw.args or rest[0].condition:
            continue
        if (
            sw.form not in (A.Form.FINAL, A.Form.OPTIONAL, A.Form.CONTINUATIVE)
            or ch.modal
            or sw.modal
        ):
            continue  # 「入れ替えることができる」: a modal not read here (the step refuses it)
        objs = [a.value for a in ch.args if a.role is A.Role.OBJECT]
        count = [a.value for a in ch.args if a.role is A.Role.WITH]
        extra = {a.role for a in ch.args} - {A.Role.OBJECT, A.Role.WITH, A.Role.TOPIC}
        if extra or len(objs) != 2 or objs[1] != A.NounPhrase((A.Ref("this_card"),)):
            continue
        if len(count) != 1 or sh_nouns.bare_count(count[0]) != (1, "exact"):
            continue
        target = sel(objs[0])
        if target.ref is not None or target.zone not in (None, "stage", "front_row", "back_row"):
            continue
        if target.owner == "opponent":
            continue
        n = 3 if stand else 2
        return i, n, ws_sel(target, owner="you", other=True), stand
    return None


SWAP_ZONES = ("level", "waiting_room", "memory", "clock", "hand")


def _swap_each(sent: A.Sentence) -> tuple[int, Sel, Sel] | None:
    """「あなたは自分のレベル置場のカードと控え室のカードを1枚ずつ選び、入れ替える。」 (the last two
    steps of the sentence): the step index and the two selectors, one card from each zone."""
    steps = sent.steps
    if len(steps) < 2:
        return None
    i = len(steps) - 2
    ch, sw = steps[i].body, steps[i + 1].body
    if not isinstance(ch, A.Action) or not isinstance(sw, A.Action):
        return None
    if ch.verb != "choose" or sw.verb != "swap" or sw.args or steps[i + 1].condition:
        return None
    if ch.form is not A.Form.CONTINUATIVE or sw.form not in (A.Form.FINAL, A.Form.OPTIONAL):
        return None
    if ch.modal or sw.modal:
        return None  # 「入れ替えることができる」: a modal not read here (the step refuses it)
    pair = _each_of_two(ch) or _place_and_card(ch)
    if pair is None:
        return None
    a, b = pair
    for x in (a, b):
        if x.ref is not None or x.zone not in SWAP_ZONES or x.owner == "opponent" or x.count:
            return None
    if a.zone == b.zone:
        return None
    return i, ws_sel(a, owner="you"), ws_sel(b, owner="you")


def _each_of_two(ch: A.Action) -> tuple[Sel, Sel] | None:
    """「AとBを1枚ずつ選び」: the two selectors."""
    first = [a.value for a in ch.args if a.role is A.Role.WITH]
    second = [a.value for a in ch.args if a.role is A.Role.OBJECT]
    nones = [a.value for a in ch.args if a.role is A.Role.NONE]
    rest = {a.role for a in ch.args} - {A.Role.WITH, A.Role.OBJECT, A.Role.NONE, A.Role.TOPIC}
    if rest or len(first) != 1 or len(second) != 1 or len(nones) != 2:
        return None
    if A.NounPhrase((A.Word("each_of"),)) not in nones:
        return None
    count = next(n for n in nones if n != A.NounPhrase((A.Word("each_of"),)))
    if sh_nouns.bare_count(count) != (1, "exact"):
        return None
    return sel(first[0]), sel(second[0])


def _lift_from_relative(ch: A.Action) -> A.Action:
    """「自分のクロックの下から1枚と控え室のカード名に「X」を含むキャラを1枚選び」: the grammar
    hangs the arguments printed before the relative clause (「…から」, 「1枚と」) on it; they are
    the choice's own. Returns the choice with them lifted out of the relative clause."""
    objs = [i for i, a in enumerate(ch.args) if a.role is A.Role.OBJECT]
    if len(objs) != 1:
        return ch
    np = ch.args[objs[0]].value
    if not (isinstance(np, A.NounPhrase) and np.terms and isinstance(np.terms[0], A.Relative)):
        return ch
    inner = np.terms[0].clause
    lift = {A.Role.SOURCE, A.Role.WITH}
    moved = [a for a in inner.args if a.role in lift]
    if not moved or {a.role for a in ch.args} & lift:
        return ch
    kept = tuple(a for a in inner.args if a.role not in lift)
    rel = A.Relative(dataclasses.replace(inner, args=kept))
    obj = dataclasses.replace(ch.args[objs[0]], value=A.NounPhrase((rel, *np.terms[1:]), np.links))
    args = list(ch.args)
    args[objs[0]] = obj
    return dataclasses.replace(ch, args=(*moved, *args))


def _place_and_card(ch: A.Action) -> tuple[Sel, Sel] | None:
    """「自分のクロックの下から1枚と控え室の…キャラを1枚選び」: one card from a place (a zone
    and a position: 「…の下から1枚」) and one card of another zone. 「…キャラを1枚を選び」 (the
    count printed with を, a misprint of 「1枚選び」) is read as the count."""
    ch = _lift_from_relative(ch)
    src = [a.value for a in ch.args if a.role is A.Role.SOURCE]
    first_n = [a.value for a in ch.args if a.role is A.Role.WITH]
    objs = [a.value for a in ch.args if a.role is A.Role.OBJECT]
    nones = [a.value for a in ch.args if a.role is A.Role.NONE]
    if len(objs) == 2 and not nones and sh_nouns.bare_count(objs[1]) is not None:
        objs, nones = objs[:1], objs[1:]
    rest = {a.role for a in ch.args} - {
        A.Role.SOURCE,
        A.Role.WITH,
        A.Role.OBJECT,
        A.Role.NONE,
        A.Role.TOPIC,
    }
    if rest or len(src) != 1 or len(first_n) != 1 or len(objs) != 1 or len(nones) != 1:
        return None
    if sh_nouns.bare_count(first_n[0]) != (1, "exact"):
        return None
    if sh_nouns.bare_count(nones[0]) != (1, "exact"):
        return None
    a = sel(src[0])
    if a.pos not in ("top", "bottom"):
        return None
    return ws_sel(a, count=None), sel(objs[0])


def _swap_chosen(sent: A.Sentence) -> tuple[int, int, str | None] | None:
    """「…を2枚選び、(それぞれを)(【スタンド】|【レスト】)して)入れ替える」 / 「AをN枚とBをM枚選び、
    …入れ替える」: the two cards a choice of the sentence chose swap places
    (``swap_chosen_pair``), put in the orientation the te-form (or the continuative 「…し、」)
    before 入れ替える names — with
    「それぞれを」 or with no object (the chosen pair itself: 10.14.1's 「特定の相手のキャラ2枚を
    スタンドして入れ替える」, printed 「…2枚選び、【スタンド】して入れ替える」). The choice step's index,
    how many steps the swap takes (1, or 2 with the orientation), and the orientation (None: each
    keeps its own); else None."""
    steps = sent.steps
    each = A.NounPhrase((A.Ref("each"),))
    for i in range(len(steps) - 1):
        ch = steps[i].body
        if not isinstance(ch, A.Action) or ch.verb != "choose" or ch.modal:
            continue
        if ch.form is not A.Form.CONTINUATIVE:
            continue
        rest = steps[i + 1 :]
        stand = (
            len(rest) >= 2
            and isinstance(rest[0].body, A.Action)
            and rest[0].body.verb in ("stand", "rest")
            # 「【スタンド】して入れ替える」, or its continuative 「【スタンド】し、入れ替える」
            and rest[0].body.form in (A.Form.TE, A.Form.CONTINUATIVE)
            and not rest[0].body.modal
            and [a.value for a in rest[0].body.args] in ([each], [])
            and rest[0].condition is None
            and rest[0].lead is None
        )
        orientation = rest[0].body.verb if stand else None  # type: ignore[union-attr]
        sw = rest[1 if stand else 0]
        b = sw.body
        if not isinstance(b, A.Action) or b.verb != "swap" or b.modal:
            continue
        if b.args and not (_the_pair_slots(b) and not stand):
            continue
        if sw.condition is not None or sw.lead is not None:
            continue
        if b.form not in (A.Form.FINAL, A.Form.OPTIONAL, A.Form.CONTINUATIVE):
            continue
        return i, 2 if stand else 1, orientation
    return None


_PAIR_SLOTS = (
    A.NounPhrase(
        (A.Ref("that"), A.Count(A.Number(2, None), "card", "exact"), A.Zone("slot")), ("", "の")
    ),
    A.NounPhrase((A.Ref("those_characters"), A.Zone("slot")), ("の",)),
    A.NounPhrase((A.Ref("those_cards"), A.Zone("slot")), ("の",)),
)


def _the_pair_slots(b: A.Action) -> bool:
    """「…を2枚選び、その2枚の枠を入れ替える」: 入れ替える whose one object is the slots of the
    cards just chosen — the two cards swap places, as the bare 「入れ替える」 (``_swap_chosen``)."""
    return [(a.role, a.value) for a in b.args] in [[(A.Role.OBJECT, np)] for np in _PAIR_SLOTS]


def _swap_two_choices(sent: A.Sentence) -> int | None:
    """「あなたは…を1枚選び、相手は…を1枚選び、入れ替える」: two choices of one card, by two
    players, then 入れ替える — the two cards chosen swap places. The index of the first choice,
    else None."""
    steps = sent.steps
    for i in range(len(steps) - 2):
        a, b, sw = (st.body for st in steps[i : i + 3])
        if not all(isinstance(x, A.Action) for x in (a, b, sw)):
            continue
        if a.verb != "choose" or b.verb != "choose" or sw.verb != "swap" or sw.args:  # type: ignore[union-attr]
            continue
        if sw.form is not A.Form.FINAL or sw.modal or steps[i + 2].condition or steps[i + 2].lead:  # type: ignore[union-attr]
            continue
        who = [
            next((x.value for x in c.args if x.role is A.Role.TOPIC), None)  # type: ignore[union-attr]
            for c in (a, b)
        ]
        you, them = A.NounPhrase((A.Owner("you"),)), A.NounPhrase((A.Owner("opponent"),))
        if who != [you, them]:
            continue
        for c in (a, b):
            n = next((x.value for x in c.args if x.role is A.Role.NONE), None)  # type: ignore[union-attr]
            if sh_nouns.bare_count(n) != (1, "exact"):
                return None
        return i
    return None


def _swap_with_earlier_choice(sent: A.Sentence, before: list[Any]) -> int | None:
    """「あなたは…を1枚選んでよい。そうしたら、相手は…を1枚選び、入れ替える」: the two-choice swap
    (``_swap_two_choices``) whose first choice, the master's, is an earlier sentence's step of
    this effect (``before``: the steps compiled so far; the last choice of one card there must
    be the master's) — the sentence opens with the opponent's choice of one card, then
    入れ替える: the two cards chosen swap places (8.8.1). The index of the opponent's choice
    (0), else None."""
    steps = sent.steps
    if len(steps) < 2:
        return None
    b, sw = steps[0].body, steps[1].body
    if not isinstance(b, A.Action) or not isinstance(sw, A.Action):
        return None
    if b.verb != "choose" or b.modal or sw.verb != "swap" or sw.args or sw.modal:
        return None
    if sw.form is not A.Form.FINAL or steps[1].condition or steps[1].lead:
        return None
    who = next((x.value for x in b.args if x.role is A.Role.TOPIC), None)
    if who != A.NounPhrase((A.Owner("opponent"),)):
        return None
    n = next((x.value for x in b.args if x.role is A.Role.NONE), None)
    if sh_nouns.bare_count(n) != (1, "exact"):
        return None
    earlier = [o for o in before if getattr(o, "verb", None) == "choose"]
    if not earlier or earlier[-1].performer != "you" or earlier[-1].n != 1:
        return None
    return 0


def _after_checks(sent: A.Sentence, before: list[Any]) -> tuple[A.Step, ...] | None:
    """「そのアタック中、あなたはトリガーステップにトリガーチェックをN回行う。N回行ったら、…」: the
    sentence after a number of trigger checks (``before``: the steps compiled so far, the last
    one ``trigger_checks``) whose condition 「N回行ったら」 (8.6.4: 「(処理 A)したら」) names the
    same number: its steps, the condition taken off — what the trigger step does after its N
    checks. Else None."""
    if not before or before[-1].verb != "trigger_checks" or not sent.steps:
        return None
    first = sent.steps[0]
    c = first.condition
    if c is None or c.marker != "tara" or c.parts or first.lead is not None:
        return None
    cl = c.clause
    if not isinstance(cl, A.Action) or cl.verb != "perform" or cl.form is not A.Form.PAST:
        return None
    if cl.modal or [a.role for a in cl.args] != [A.Role.NONE]:
        return None
    t = cl.args[0].value.terms
    if not (
        len(t) == 1
        and isinstance(t[0], A.Count)
        and t[0].unit == "times"
        and t[0].bound == "exact"
        and t[0].number is not None
        and t[0].number.value == before[-1].n
    ):
        return None
    if any(s.condition is not None for s in sent.steps[1:]):
        return None
    return (dataclasses.replace(first, condition=None), *sent.steps[1:])


# 「次の効果のうち…」 / 「以下の効果のうち…」: no number printed — the choice is among the quoted
# effects that follow, however many
ANY_COUNT = 0


def _effects_named(np: A.NounPhrase | A.Duration | None, tail: int) -> int | None:
    """「次のN つの効果(のうち)」 / 「次の効果のうち」 / 「以下の効果のうち」 opening ``np`` (with
    ``tail`` terms after 「のうち」): N, ``ANY_COUNT`` with no number, else None."""
    if not isinstance(np, A.NounPhrase):
        return None
    t = np.terms[: len(np.terms) - tail] if tail else np.terms
    if t[-1:] == (A.Word("one_of"),):
        t = t[:-1]
    if (
        len(t) == 3
        and t[0] == A.Ref("next")
        and isinstance(t[1], A.Count)
        and t[1].unit == "item"
        and t[2] == A.CardKind("effect")
        and t[1].number is not None
        and t[1].number.value is not None
    ):
        return t[1].number.value
    if len(t) == 2 and t[0] in (A.Ref("next"), A.Ref("following")) and t[1] == A.CardKind("effect"):
        return ANY_COUNT
    return None


def _picked(c: A.Count | object) -> tuple[int, bool] | None:
    """「1つ」 / 「2つ」 / 「1つまで」: how many effects are picked, and whether fewer may be."""
    if (
        not isinstance(c, A.Count)
        or c.unit != "item"
        or c.number is None
        or c.number.value is None
        or c.bound not in ("exact", "up_to")
    ):
        return None
    return c.number.value, c.bound == "up_to"


def modal_choice(steps: tuple[A.Step, ...]) -> tuple[int, int, str, bool] | None:
    """A choice among the quoted effects after it (8.6.3), in its wordings: 「次のN つの効果のうち
    あなたが選んだK つを行う」 (相手が選んだ: the opponent picks; 「K つまで」 / 「…を行ってよい」:
    fewer, none, may be picked), 「(あなたは)次のN つの効果のうちK つを選んで行う」 (「相手は…」:
    refused), 「次のN つの
    効果からK つを選んで(選び、)行う」, 「次のN つの効果のうち、あなたが選んだK つを行う」. (N or
    ``ANY_COUNT``, K, who picks — "you" / "opponent" —, whether fewer may be picked); None for
    other steps."""
    if not steps or len(steps) > 2 or any(st.cost is not None for st in steps):
        return None
    last = steps[-1].body
    if not isinstance(last, A.Action) or last.verb != "perform" or last.modal:
        return None
    if last.form not in (A.Form.FINAL, A.Form.OPTIONAL):
        return None
    optional = last.form is A.Form.OPTIONAL
    if len(steps) == 1 or (
        isinstance(steps[0].body, A.Action)
        and steps[0].body.verb == "be"
        and steps[1].lead is None
        and steps[1].condition is None
    ):
        # 「次の2つの効果のうち(、)あなたが選んだ1つを行う」: the effects in the relative clause's
        # subject, or (after 「、」) in a sentence part of their own
        obj = last.arg(A.Role.OBJECT)
        if obj is None or len(last.args) != 1 or len(obj.terms) != 2:
            return None
        rel, count = obj.terms
        if not isinstance(rel, A.Relative) or (picked := _picked(count)) is None:
            return None
        c = rel.clause
        subj = c.arg(A.Role.SUBJECT)
        if c.verb != "choose" or c.form is not A.Form.PAST or subj is None or len(c.args) != 1:
            return None
        if len(steps) == 2:
            head = steps[0].body
            pred = head.arg(A.Role.PREDICATE) if isinstance(head, A.Action) else None
            if len(head.args) != 1 or subj.terms[:-1]:  # type: ignore[union-attr]
                return None
            n = _effects_named(pred, 0)
        else:
            n = _effects_named(subj, 1)
        who = subj.terms[-1]
        if n is None or who not in (A.Owner("you"), A.Owner("opponent")):
            return None
        return n, picked[0], who.who, picked[1] or optional  # type: ignore[union-attr]
    # 「(あなたは)次の2つの効果のうち1つを選んで行う」 / 「次の2つの効果から1つを選び、行う」
    first = steps[0].body
    if (
        not isinstance(first, A.Action)
        or first.verb != "choose"
        or first.form not in (A.Form.TE, A.Form.CONTINUATIVE)
        or first.modal
        or last.args
        or steps[1].lead is not None
        or steps[1].condition is not None
    ):
        return None
    args = {a.role: a.value for a in first.args}
    if len(args) != len(first.args):
        return None
    topic = args.pop(A.Role.TOPIC, None)
    if topic not in (None, A.NounPhrase((A.Owner("you"),))):
        # 「相手は…1つを選んで行う」: the opponent would carry it out too — whose 「あなた」 the
        # quoted effect then names is not settled here: refused
        return None
    who = "you"
    obj = args.get(A.Role.OBJECT)
    if not isinstance(obj, A.NounPhrase) or not obj.terms:
        return None
    if set(args) == {A.Role.OBJECT}:
        n, picked = _effects_named(obj, 1), _picked(obj.terms[-1])
    elif set(args) == {A.Role.SOURCE, A.Role.OBJECT} and len(obj.terms) == 1:
        n, picked = _effects_named(args[A.Role.SOURCE], 0), _picked(obj.terms[0])
    else:
        return None
    if n is None or picked is None:
        return None
    return n, picked[0], who, picked[1] or optional


def _each_count(b: A.Step | None) -> tuple[int, bool] | None:
    """次のN つの効果を(好きな順番で)1回ずつ行う: N and whether the master orders them, else
    None."""
    body = b.body if b is not None else None
    if not isinstance(body, A.Action) or body.verb != "perform" or body.form is not A.Form.FINAL:
        return None
    obj = body.arg(A.Role.OBJECT)
    nones = [a.value for a in body.args if a.role is A.Role.NONE]
    means = [a.value for a in body.args if a.role is A.Role.MEANS]
    rest = {a.role for a in body.args} - {A.Role.OBJECT, A.Role.NONE, A.Role.MEANS}
    if (
        rest
        or obj is None
        or len(obj.terms) != 3
        or obj.terms[0] != A.Ref("next")
        or obj.terms[2] != A.CardKind("effect")
        or not isinstance(obj.terms[1], A.Count)
        or obj.terms[1].unit != "item"
        or obj.terms[1].number is None
        or obj.terms[1].number.value is None
        or len(nones) != 2
        or A.NounPhrase((A.Count(A.Number(1), "times"),)) not in nones
        or A.NounPhrase((A.Word("each_of"),)) not in nones
        or means not in ([], [A.NounPhrase((A.Word("favourite"), A.Word("order")), ("",))])
    ):
        return None
    return obj.terms[1].number.value, bool(means)


def _value_subject(st: A.Step) -> A.Arg | None:
    """The subject of a step's 「<card>の<value>がN以上なら」 condition, else None."""
    c = st.condition.clause if st.condition is not None else None
    if not isinstance(c, A.Action) or c.verb != "be" or c.form is not A.Form.NOMINAL:
        return None
    subj = next((a for a in c.args if a.role is A.Role.SUBJECT), None)
    if subj is None or not isinstance(subj.value, A.NounPhrase) or not subj.value.terms:
        return None
    return subj if isinstance(subj.value.terms[-1], A.Stat) else None


def _value_topic_carried(sent: A.Sentence) -> A.Sentence:
    """「このカードのパワーは、あなたの手札が3枚以下なら＋1000、5枚以上なら－1000される」: the topic
    printed before the first step's condition, a card's value, is the sentence's — the value
    each of its stat changes that name none of their own changes (as 「…なら、このカードのパワーを
    ＋1000し、…なら、－1000」); the grammar hangs it on the first condition (or it is moved onto
    the first step, the ability's condition lifted). Unchanged for another sentence."""
    steps = list(sent.steps)
    if not steps:
        return sent
    first = steps[0].body
    c = steps[0].condition.clause if steps[0].condition is not None else None
    topics = [a for a in c.args if a.role is A.Role.TOPIC] if isinstance(c, A.Action) else []
    on_step = (
        isinstance(first, A.Action)
        and first.verb == "stat_change"
        and [a.role for a in first.args] == [A.Role.TOPIC]
    )
    if on_step:
        topics = list(first.args)  # type: ignore[union-attr]
    elif not (
        len(topics) == 1
        and topics[0].pause
        and isinstance(c, A.Action)
        and any(a.role is A.Role.SUBJECT for a in c.args)
    ):
        return sent
    if (
        len(topics) != 1
        or not isinstance(topics[0].value, A.NounPhrase)
        or len(topics[0].value.terms) < 2
        or not isinstance(topics[0].value.terms[0], A.Ref)
        or not isinstance(topics[0].value.terms[-1], A.Stat)
    ):
        return sent
    changes = [
        i
        for i, st in enumerate(steps)
        if isinstance(st.body, A.Action)
        and st.body.verb == "stat_change"
        and (not st.body.args or (i == 0 and on_step))
        and (i == 0 or st.condition is not None)
    ]
    if len(changes) < 2 or changes[0] != 0:
        return sent
    value = A.Arg(A.Role.OBJECT, topics[0].value)
    if not on_step:
        assert isinstance(c, A.Action) and steps[0].condition is not None
        clause = dataclasses.replace(c, args=tuple(a for a in c.args if a is not topics[0]))
        steps[0] = dataclasses.replace(
            steps[0], condition=dataclasses.replace(steps[0].condition, clause=clause)
        )
    for i in changes:
        body = steps[i].body
        assert isinstance(body, A.Action)
        form = A.Form.FINAL if body.form in (A.Form.NOMINAL, A.Form.PASSIVE) else body.form
        steps[i] = dataclasses.replace(
            steps[i], body=dataclasses.replace(body, args=(value,), form=form)
        )
    return dataclasses.replace(sent, steps=tuple(steps))


def _subject_carried(sent: A.Sentence) -> A.Sentence:
    """「そのカードのレベルが1以上ならストック置場に置き、0以下なら元に戻す」: a condition of a value
    bound alone (「0以下なら」), its subject unsaid, is of the value the condition before it in the
    sentence named (that subject, given back to it). Unchanged for another sentence."""
    steps = list(sent.steps)
    changed = False
    for i in range(1, len(steps)):
        c = steps[i].condition.clause if steps[i].condition is not None else None
        if not (
            isinstance(c, A.Action)
            and c.verb == "be"
            and c.form is A.Form.NOMINAL
            and [a.role for a in c.args] == [A.Role.PREDICATE]
            and isinstance(c.args[0].value, A.NounPhrase)
            and len(c.args[0].value.terms) == 1
            and isinstance(c.args[0].value.terms[0], A.Count)
            and c.args[0].value.terms[0].unit == "none"
        ):
            continue
        subj = next((x for x in map(_value_subject, reversed(steps[:i])) if x is not None), None)
        if subj is None:
            continue
        clause = dataclasses.replace(c, args=(subj, *c.args))
        cond = dataclasses.replace(steps[i].condition, clause=clause)  # type: ignore[arg-type]
        steps[i] = dataclasses.replace(steps[i], condition=cond)
        changed = True
    return dataclasses.replace(sent, steps=tuple(steps)) if changed else sent


def _rested_put(sent: A.Sentence) -> A.Sentence:
    """「…を…枠に【レスト】して置く」: the grammar reads 【レスト】して as a step of its own (rest, with
    the object and the place) before a bare 置く; it is how the card is put (a put by the means
    【レスト】で)."""
    steps = list(sent.steps)
    for i in range(len(steps) - 1):
        a, b = steps[i].body, steps[i + 1].body
        if (
            isinstance(a, A.Action)
            and isinstance(b, A.Action)
            and a.verb == "rest"
            and a.form is A.Form.TE
            and a.modal is None
            and any(x.role is A.Role.GOAL for x in a.args)
            and b.verb == "put"
            and not b.args
            and b.modal is None
            and steps[i + 1].condition is None
            and steps[i + 1].lead is None
            and steps[i + 1].cost is None
        ):
            put = A.Action("put", (*a.args, A.Arg(A.Role.MEANS, _rested())), b.form)
            steps[i : i + 2] = [dataclasses.replace(steps[i], body=put)]
            return dataclasses.replace(sent, steps=tuple(steps))
    return sent


def _time_past_choice(sent: A.Sentence) -> A.Sentence:
    """「そのターン中、…を1枚選び、ソウルを＋1」: a choice is made at once and lasts no time, so
    the duration printed before it is the one of the step that follows it (the effect that
    lasts), as 「…を1枚選び、そのターン中、ソウルを＋1」. Other sentences as they are."""
    steps = list(sent.steps)
    for i in range(len(steps) - 1):
        a, b = steps[i].body, steps[i + 1].body
        if not (isinstance(a, A.Action) and isinstance(b, A.Action)) or a.verb != "choose":
            continue
        times = [x for x in a.args if x.role is A.Role.TIME]
        if (
            len(times) != 1
            or not isinstance(times[0].value, A.Duration)
            or any(x.role is A.Role.TIME for x in b.args)
            or steps[i + 1].condition is not None
            or steps[i + 1].lead is not None
        ):
            continue
        chosen = dataclasses.replace(a, args=tuple(x for x in a.args if x is not times[0]))
        timed = dataclasses.replace(b, args=(times[0], *b.args))
        steps[i] = dataclasses.replace(steps[i], body=chosen)
        steps[i + 1] = dataclasses.replace(steps[i + 1], body=timed)
        return dataclasses.replace(sent, steps=tuple(steps))
    return sent


def _unreduced_side_attack(sent: A.Sentence) -> A.Sentence:
    """「このカードはサイドアタックしてもソウルが減少しない」 (or 「…減らない」, 減る being the
    intransitive of the same verb): the grammar reads サイドアタックしても as
    a step of its own before 「ソウルが減少しない」; it is when the soul is not reduced (one step:
    the soul does not decrease, by a side attack, with the card and the period of the first)."""
    steps = list(sent.steps)
    for i in range(len(steps) - 1):
        a, b = steps[i].body, steps[i + 1].body
        if (
            isinstance(a, A.Action)
            and isinstance(b, A.Action)
            and a.verb == "side_attack"
            and a.form is A.Form.CONCESSIVE
            and a.modal is None
            and {x.role for x in a.args} <= {A.Role.TOPIC, A.Role.TIME}
            and b.verb in ("decrease_by", "decrease")  # 減少しない / 減らない: one meaning
            and b.form is A.Form.NEGATIVE
            and b.modal is None
            and sh_cond.args_of(b) == {A.Role.SUBJECT: A.NounPhrase((A.Stat("soul"),))}
            and steps[i + 1].condition is None
            and steps[i + 1].lead is None
            and steps[i + 1].cost is None
        ):
            body = A.Action(
                "decrease_by", (*a.args, *b.args, A.Arg(A.Role.MEANS, _SIDE_ATTACKING)), b.form
            )
            steps[i : i + 2] = [dataclasses.replace(steps[i], body=body)]
            return dataclasses.replace(sent, steps=tuple(steps))
    return sent


def _pile_count_put(sent: A.Sentence) -> A.Sentence:
    """「自分の山札を上から5枚、控え室に置く」: the grammar reads 「山札を上から5枚、」 as a nominal step
    of its own (the pile as object, the end as source, the count as predicate) before a put that
    names only where to; it is 「自分の山札の上から5枚を、控え室に置く」 — the cards handled one by
    one from that end (3.2.3) — one put of the count from the pile's end; 「自分のクロックの上から2枚
    まで、控え室に置く」 (the pile and its end said together, no を) the same."""
    steps = list(sent.steps)
    for i in range(len(steps) - 1):
        a, b = steps[i].body, steps[i + 1].body
        if not (isinstance(a, A.Action) and isinstance(b, A.Action)):
            continue
        if a.verb != "be" or b.verb != "put":
            continue
        try:
            aa, ba = sh_cond.args_of(a), sh_cond.args_of(b)
        except Unsupported:
            continue
        pile, end, count = aa.get(A.Role.OBJECT), aa.get(A.Role.SOURCE), aa.get(A.Role.PREDICATE)
        if (
            # 「Zを上からN枚、」: a pile (a zone) as object, its end as source, a count as
            # predicate and nothing else, no condition, connector or cost (the shared reader's)
            sh_abilities._count_before_the_verb(steps[i]) is not None
            and isinstance(pile, A.NounPhrase | None)
            and isinstance(end, A.NounPhrase)
            and isinstance(count, A.NounPhrase)
            and b.verb == "put"
            and set(ba) == {A.Role.GOAL}
            and len(b.args) == 1
            and b.modal is None
            and steps[i + 1].condition is None
            and steps[i + 1].lead is None
            and steps[i + 1].cost is None
        ):
            # 「自分のクロックの上から2枚まで、控え室に置く」: the pile and its end said together
            # (no を: the shared reader's ``_count_before_the_verb``), the same put
            source = (
                end
                if pile is None
                else A.NounPhrase((*pile.terms, end.terms[0]), (*pile.links, "の"))
            )
            args = tuple(x for x in a.args if x.role is A.Role.TOPIC) + (
                A.Arg(A.Role.SOURCE, source),
                A.Arg(A.Role.OBJECT, count, pause=True),
                *b.args,
            )
            steps[i : i + 2] = [
                dataclasses.replace(steps[i + 1], body=A.Action("put", args, b.form))
            ]
            return dataclasses.replace(sent, steps=tuple(steps))
    return sent


def _level_plus(sent: A.Sentence) -> A.Sentence:
    """「自分の控え室の自分のレベル＋1以下のレベルの…を1枚選び」: the grammar ends a nominal
    stat-change clause at 「自分のレベル＋1」 (no comma after it) and opens the next clause with
    「以下のレベルの…」; it is one noun phrase, the level compared with that player's level and N
    more (3.9: the level is the cards in the level zone). The parts are put back together: the
    change's amount is a term after 「自分のレベル」, read by ``nouns._level_of_player``."""
    steps = list(sent.steps)
    for i in range(len(steps) - 1):
        a, b = steps[i].body, steps[i + 1].body
        if not (
            isinstance(a, A.Action)
            and isinstance(b, A.Action)
            and a.verb == "stat_change"
            and a.form is A.Form.NOMINAL
            and a.amount is not None
            and not steps[i].pause
            and steps[i].condition is None
            and steps[i].cost is None
            and steps[i + 1].lead is None
            and steps[i + 1].condition is None
        ):
            continue
        roles = {x.role: x.value for x in a.args}
        before = roles.get(A.Role.NONE)
        obj = next((x for x in b.args if x.role is A.Role.OBJECT), None)
        if (
            len(roles) != len(a.args)
            or not set(roles) <= {A.Role.TOPIC, A.Role.NONE}
            or not isinstance(before, A.NounPhrase)
            or len(before.terms) < 2
            or not isinstance(before.terms[-2], A.Owner)
            or before.terms[-1] != A.Stat("level")
            or obj is None
            or not isinstance(obj.value, A.NounPhrase)
            or obj.value.terms[:2] != (A.Ref("following"), A.Stat("level"))
            or any(x.role is A.Role.TOPIC for x in b.args)
        ):
            continue
        np = A.NounPhrase(
            (*before.terms, a.amount, *obj.value.terms),
            (*before.links, "", "", *obj.value.links),
        )
        topic = tuple(x for x in a.args if x.role is A.Role.TOPIC)
        args = tuple(dataclasses.replace(x, value=np) if x is obj else x for x in b.args)
        # the connector opening the sentence (「そうしたら、」) is the joined step's
        lead = {
            f.name: getattr(steps[i], f.name)
            for f in dataclasses.fields(steps[i])
            if f.name.startswith("lead")
        }
        joined = dataclasses.replace(b, args=(*topic, *args))
        steps[i : i + 2] = [dataclasses.replace(steps[i + 1], body=joined, **lead)]
        return dataclasses.replace(sent, steps=tuple(steps))
    return sent


# the piles whose cards lie one on another, named by an end (3.1.5): the deck, the clock, the
# stock; the verbs that take cards from an end of one
_ENDED_PILES = frozenset({"deck", "clock", "stock"})
_END_VERBS = frozenset({"put", "add", "return", "do", "reveal", "look", "flip"})
_ENDS = {"top": "top", "very_top": "very_top", "bottom": "bottom", "very_bottom": "bottom"}


def _slot_args_lifted(sent: A.Sentence) -> A.Sentence:
    """「あなたは自分の手札のキャラを1枚前列のキャラのいない枠に置く」: the grammar hangs what is put
    (and its count, its source) on the relative clause 「…キャラのいない」 describing the slot; they
    are the put's — moved back onto it, before the slot, so that the put reads as any other
    (a count not chosen is the performer's pick, ``_hand_count_put``). The relative keeps what
    describes the slot (「前列のキャラ」)."""
    roles = (A.Role.OBJECT, A.Role.NONE, A.Role.SOURCE)
    steps = list(sent.steps)
    changed = False
    for i, st in enumerate(steps):
        b = st.body
        if not isinstance(b, A.Action) or b.verb != "put":
            continue
        goals = [a for a in b.args if a.role is A.Role.GOAL]
        if len(goals) != 1 or any(a.role in roles for a in b.args):
            continue
        g = goals[0].value
        if not (
            isinstance(g, A.NounPhrase)
            and len(g.terms) == 2
            and isinstance(g.terms[0], A.Relative)
            and g.terms[1] == A.Zone("slot")
        ):
            continue
        rel = g.terms[0].clause
        if not (
            isinstance(rel, A.Action)
            and rel.verb == "exist"
            and rel.form is A.Form.NEGATIVE
            and any(a.role is A.Role.SUBJECT_NO for a in rel.args)
        ):
            continue
        lifted = tuple(a for a in rel.args if a.role in roles)
        if not lifted or len({a.role for a in lifted}) != len(lifted):
            continue
        kept = tuple(a for a in rel.args if a.role not in roles)
        goal = A.NounPhrase(
            (A.Relative(dataclasses.replace(rel, args=kept)), *g.terms[1:]), g.links
        )
        args = []
        for a in b.args:
            if a is goals[0]:
                args.extend(lifted)
                args.append(dataclasses.replace(a, value=goal))
            else:
                args.append(a)
        steps[i] = dataclasses.replace(st, body=dataclasses.replace(b, args=tuple(args)))
        changed = True
    return dataclasses.replace(sent, steps=tuple(steps)) if changed else sent


def _pile_end_object(sent: A.Sentence) -> A.Sentence:
    """「自分の山札の一番上のカードをストック置場に置く」 / 「山札の上の2枚を…」 / 「山札の上のカードを
    1枚、…」 / 「クロックの一番下のカードを…」: the card(s) at an end of a pile named as a noun — the
    same step as 「自分の山札の上から1枚を…」, the place and the end said with から and the count
    its object (3.2.3: an action on N cards from the top or the bottom of the deck; 「一番上」 is
    the top, 4.7.1). 「…のカード」 with no count is the one card there. Any other object, or a
    step that names where from already, is left as printed."""
    steps = list(sent.steps)
    for i, st in enumerate(steps):
        b = st.body
        if not isinstance(b, A.Action) or b.verb not in _END_VERBS:
            continue
        try:
            args = sh_cond.args_of(b)
        except Unsupported:
            continue
        obj = args.get(A.Role.OBJECT)
        src0, count0 = args.get(A.Role.SOURCE), args.get(A.Role.NONE)
        if (
            obj is None
            and isinstance(src0, A.NounPhrase)
            and len(src0.terms) >= 2
            and isinstance(src0.terms[-1], A.Position)
            and src0.terms[-1].id in _ENDS
            and isinstance(src0.terms[-2], A.Zone)
            and src0.terms[-2].id in _ENDED_PILES
            and isinstance(count0, A.NounPhrase)
            and len(count0.terms) == 1
            and isinstance(count0.terms[0], A.Count)
            and count0.terms[0].unit == "card"
        ):
            # 「山札の上から3枚まで公開する」: the count printed without を is the object, as
            # 「…から3枚までを公開する」
            body = dataclasses.replace(
                b,
                args=tuple(
                    dataclasses.replace(x, role=A.Role.OBJECT) if x.value is count0 else x
                    for x in b.args
                ),
            )
            steps[i] = dataclasses.replace(st, body=body)
            continue
        if A.Role.SOURCE in args or not isinstance(obj, A.NounPhrase):
            continue
        terms, links = obj.terms, obj.links
        k = next((j for j, t in enumerate(terms) if isinstance(t, A.Position)), None)
        if (
            k is None
            or k < 1
            or not isinstance(terms[k - 1], A.Zone)
            or terms[k - 1].id not in _ENDED_PILES
            or terms[k].id not in _ENDS
            or any(not isinstance(t, A.Owner) for t in terms[: k - 1])
            or any(link != "の" for link in links[:k])
            or len(terms) != k + 2
            or links[k] != "の"
        ):
            continue
        last = terms[k + 1]
        count = args.get(A.Role.NONE)
        if isinstance(last, A.Count) and last.unit == "card" and count is None:
            n = A.NounPhrase((last,))  # 「山札の上の2枚」
        elif last == A.CardKind("card") and count is None:
            n = A.NounPhrase((A.Count(A.Number(1), "card", "exact"),))  # 「…一番上のカード」
        elif (
            last == A.CardKind("card")
            and isinstance(count, A.NounPhrase)
            and len(count.terms) == 1
            and isinstance(count.terms[0], A.Count)
        ):
            n = count  # 「山札の上のカードを1枚、」
        else:
            continue
        end = A.Position(_ENDS[terms[k].id])
        src = A.NounPhrase((*terms[:k], end), links[:k])
        kept = tuple(x for x in b.args if x.role not in (A.Role.OBJECT, A.Role.NONE))
        body = dataclasses.replace(
            b, args=(*kept, A.Arg(A.Role.SOURCE, src), A.Arg(A.Role.OBJECT, n))
        )
        steps[i] = dataclasses.replace(st, body=body)
    return dataclasses.replace(sent, steps=tuple(steps))


# the zones whose cards a floating count picks from (「…を1枚<dest>」 = 「…を1枚選び、<dest>」): any
# open pile or place a player picks cards in; not the deck (hidden and in order: its cards are
# taken from an end, 3.2.3), nor the stock or the markers (taken from the top: the step reads
# those, 3.10.2, 3.7.2)
_PICKED_ZONES = frozenset(
    {"hand", "waiting_room", "clock", "memory", "level", "stage", "front_row", "back_row"}
)
_PUT_VERBS = frozenset({"put", "add", "return", "do"})


def _hand_count_put(sent: A.Sentence) -> A.Sentence:
    """「（あなたは）手札を1枚控え室に置く」 / 「自分の控え室のキャラを2枚まで手札に戻す」 / 「相手の
    キャラを1枚思い出にする」: cards of a place, counted but not chosen in the text, are the
    performer's pick — it is 「…を1枚選び、控え室に置く」: a choice of that many (8.6.3; 「まで」
    8.6.3.1.1, 「好きな枚数」 any number), then the move of the cards chosen. Every move verb
    (置く, 加える, 戻す, …にする) and every place a player picks cards in (``_PICKED_ZONES``;
    characters with no place named are the stage's, 2.3.2.1.2)."""
    steps = list(sent.steps)
    for i, st in enumerate(steps):
        b = st.body
        if not isinstance(b, A.Action) or b.verb not in _PUT_VERBS or b.modal is not None:
            continue
        # 「…を1枚このカードの下にマーカーとして置く」: read without 「マーカーとして」, which stays
        # on the put (the step reads it, 3.7.1)
        marker = _as_marker(b)
        marker_arg = ()
        if marker is not None:
            marker_arg = tuple(x for x in b.args if x not in marker[0])
            b = dataclasses.replace(b, args=marker[0])
        try:
            args = sh_cond.args_of(b)
        except Unsupported:
            continue
        obj, count = args.get(A.Role.OBJECT), args.get(A.Role.NONE)
        src = args.get(A.Role.SOURCE)
        if isinstance(src, A.NounPhrase) and src.terms and A.Role.GOAL in args:
            # 「自分の控え室からキャラを1枚手札に戻す」 / 「…控え室から1枚…」: the cards of that
            # place, 「自分の控え室のキャラを1枚…」
            if obj is None:
                obj = src
            elif isinstance(obj, A.NounPhrase) and obj.zone is None and obj.terms:
                obj = A.NounPhrase((*src.terms, *obj.terms), (*src.links, "の", *obj.links))
            else:
                continue
            args = {k: a for k, a in args.items() if k is not A.Role.SOURCE}
            args[A.Role.OBJECT] = obj
            kept = tuple(x for x in b.args if x.role not in (A.Role.SOURCE, A.Role.OBJECT))
            b = dataclasses.replace(b, args=(*kept, A.Arg(A.Role.OBJECT, obj)))
        if (
            set(args) - {A.Role.TOPIC} != {A.Role.OBJECT, A.Role.NONE, A.Role.GOAL}
            or not isinstance(obj, A.NounPhrase)
            or not obj.terms
            or not isinstance(count, A.NounPhrase)
            or len(count.terms) != 1
            or not isinstance(count.terms[0], A.Count)
            or count.terms[0].unit != "card"
            or count.terms[0].least is not None
        ):
            continue
        try:
            picked = sel(obj)
        except Unsupported:
            continue
        zone = picked.zone or ("stage" if picked.kind == "character" else None)
        if (
            zone not in _PICKED_ZONES
            or picked.ref is not None
            or picked.pos is not None
            or picked.count is not None
            or picked.bound not in (None, "exact")
        ):
            continue
        keep = tuple(x for x in b.args if x.role in (A.Role.TOPIC, A.Role.OBJECT, A.Role.NONE))
        choose = A.Action("choose", keep, A.Form.CONTINUATIVE)
        put = A.Action(b.verb, (*(x for x in b.args if x.role is A.Role.GOAL), *marker_arg), b.form)
        steps[i : i + 1] = [
            dataclasses.replace(st, body=choose, pause=True, lead_pause=True),
            dataclasses.replace(st, body=put, lead=None, condition=None),
        ]
        return dataclasses.replace(sent, steps=tuple(steps))
    return sent


def _looked_count_take(sent: A.Sentence) -> A.Sentence:
    """「山札の上から2枚を見て、1枚を手札に加え、残りのカードを…」: a count alone after the look is
    that many of the cards looked at, the master's pick — 「カードを1枚選び、手札に加え」 (8.6.3)."""
    steps = list(sent.steps)
    for i in range(1, len(steps)):
        look, b = steps[i - 1].body, steps[i].body
        if not (
            isinstance(look, A.Action)
            and look.verb == "look"
            and isinstance(b, A.Action)
            and b.verb in ("put", "add", "return")
            and b.modal is None
        ):
            continue
        try:
            args = sh_cond.args_of(b)
        except Unsupported:
            continue
        obj = args.get(A.Role.OBJECT)
        if (
            set(args) - {A.Role.TOPIC} != {A.Role.OBJECT, A.Role.GOAL}
            or not isinstance(obj, A.NounPhrase)
            or len(obj.terms) != 1
            or not isinstance(obj.terms[0], A.Count)
            or obj.terms[0].unit != "card"
        ):
            continue
        chosen = (
            *(x for x in b.args if x.role is A.Role.TOPIC),
            A.Arg(A.Role.OBJECT, A.NounPhrase((A.CardKind("card"),))),
            A.Arg(A.Role.NONE, obj),
        )
        choose = A.Action("choose", chosen, A.Form.CONTINUATIVE)
        put = A.Action(b.verb, tuple(x for x in b.args if x.role is A.Role.GOAL), b.form)
        steps[i : i + 1] = [
            dataclasses.replace(steps[i], body=choose, pause=True),
            dataclasses.replace(steps[i], body=put, lead=None, condition=None),
        ]
        return dataclasses.replace(sent, steps=tuple(steps))
    return sent


def _unseen_choice(sent: A.Sentence) -> A.Sentence:
    """「相手の手札を見ないで(見ずに)1枚選び、…」: the place not looked at is the place the count after it
    is chosen from — the sentence 「相手の手札を1枚選び、…」 (a choice among the cards of a hidden
    zone, made without their information, 8.6.3.1.4); the look itself is not done."""
    steps = list(sent.steps)
    for i in range(len(steps) - 1):
        look, ch = steps[i].body, steps[i + 1].body
        if not (
            isinstance(look, A.Action)
            and look.verb == "look"
            and look.form in (A.Form.NEGATIVE_TE, A.Form.WITHOUT)  # 見ないで / 見ずに
            and look.modal is None
            and isinstance(ch, A.Action)
            and ch.verb == "choose"
            and steps[i + 1].lead is None
            and steps[i + 1].condition is None
        ):
            continue
        try:
            largs, cargs = sh_cond.args_of(look), sh_cond.args_of(ch)
        except Unsupported:
            continue
        obj = largs.get(A.Role.OBJECT)
        if (
            set(largs) - {A.Role.TOPIC} != {A.Role.OBJECT}
            or set(cargs) != {A.Role.NONE}
            or not isinstance(obj, A.NounPhrase)
            or not obj.terms
            or not isinstance(obj.terms[-1], A.Zone)
            or any(not isinstance(t, (A.Owner, A.Zone)) for t in obj.terms)
        ):
            continue
        keep = tuple(x for x in look.args if x.role in (A.Role.TOPIC, A.Role.OBJECT))
        choose = dataclasses.replace(ch, args=keep + ch.args)
        steps[i : i + 2] = [dataclasses.replace(steps[i + 1], body=choose, lead=steps[i].lead)]
        return dataclasses.replace(sent, steps=tuple(steps))
    return sent


def _times_first(sent: A.Sentence) -> A.Sentence:
    """「8回、次の行動を行う。『…』」 / 「あなたは2回、相手に1ダメージを与える」 / 「あなたは置いた
    枚数と同じ回数、…」: a number of times set off by a comma before the step (the grammar ends a
    nominal clause 「(Pは)N回、」 there, typed be.nominal) is that step's count — 「次の行動を8回
    行う」, 「相手に1ダメージを2回与える」 — and the player said before it (「あなたは」) the step's
    own. Any verb; the step after it with no count of its own (no role-less argument) and no
    player of its own when one is said before the count."""
    steps = list(sent.steps)
    for i in range(len(steps) - 1):
        nom, act = steps[i].body, steps[i + 1].body
        if not (
            isinstance(nom, A.Action)
            and nom.verb == "be"
            and nom.form is A.Form.NOMINAL
            and 1 <= len(nom.args) <= 2
            and sum(a.role is A.Role.PREDICATE for a in nom.args) == 1
            and all(a.role in (A.Role.PREDICATE, A.Role.TOPIC) for a in nom.args)
            and steps[i].condition is None
            and steps[i].cost is None
            and isinstance(act, A.Action)
            and act.form is not A.Form.NOMINAL
            and steps[i + 1].lead is None
            and steps[i + 1].condition is None
            and steps[i + 1].cost is None
            and all(a.role is not A.Role.NONE for a in act.args)
        ):
            continue
        topic = [a for a in nom.args if a.role is A.Role.TOPIC]
        pred = next(a.value for a in nom.args if a.role is A.Role.PREDICATE)
        if topic and (
            not _is_player(topic[0].value)
            or any(a.role in (A.Role.TOPIC, A.Role.SUBJECT) for a in act.args)
        ):
            continue
        if not (
            isinstance(pred, A.NounPhrase)
            and (
                (
                    len(pred.terms) == 1
                    and isinstance(pred.terms[0], A.Count)
                    and pred.terms[0].unit == "times"
                )
                # 「置いた枚数と同じ回数、」: a count of times said by a relative before 回数
                or (len(pred.terms) > 1 and pred.terms[-1] == A.Word("times"))
            )
        ):
            continue
        act = dataclasses.replace(act, args=(*topic, *act.args, A.Arg(A.Role.NONE, pred)))
        steps[i : i + 2] = [dataclasses.replace(steps[i + 1], body=act, lead=steps[i].lead)]
        return dataclasses.replace(sent, steps=tuple(steps))
    return sent


def _is_player(np: Any) -> bool:
    """A noun phrase that is one player (「あなた」「相手」)."""
    return isinstance(np, A.NounPhrase) and len(np.terms) == 1 and isinstance(np.terms[0], A.Owner)


# a count's bound in 「そのキャラのパワーがN以下なら」 -> a stat filter's comparison
_BOUND_CMP = {"at_most": "le", "at_least": "ge", "exact": "eq", "less_than": "lt"}


def _per_target_condition(node: A.Ability) -> A.Ability:
    """「（…のキャラすべて）に、そのキャラのパワーが3000以下なら、パワーを＋500」: the grammar reads
    the targets with the condition that follows them (an ability condition with a goal); the
    condition is about each of those characters (そのキャラ), so it is a filter on them — the
    same as 「…のパワー3000以下のキャラすべてに、パワーを＋500」 (8.9.1.3's example: read with the
    other effects applied, 8.9.1.4, and once)."""
    c = node.condition
    sents = node.effect.sentences if node.effect is not None else ()
    if c is None or c.parts or not sents or not isinstance(c.clause, A.Action):
        return node
    b = c.clause
    try:
        args = sh_cond.args_of(b)
    except Unsupported:
        return node
    goal, subj, pred = args.get(A.Role.GOAL), args.get(A.Role.SUBJECT), args.get(A.Role.PREDICATE)
    first = sents[0].steps[0]
    st = first.body
    if (
        b.verb != "be"
        or set(args) != {A.Role.GOAL, A.Role.SUBJECT, A.Role.PREDICATE}
        or not isinstance(goal, A.NounPhrase)
        or not goal.terms
        or not isinstance(goal.terms[-1], A.Count)
        or goal.terms[-1].bound != "all"
        or not any(isinstance(t, A.CardKind) for t in goal.terms)
        or not isinstance(subj, A.NounPhrase)
        or len(subj.terms) != 2
        or subj.terms[0] != A.Ref("that_character")
        or not isinstance(subj.terms[1], A.Stat)
        or not isinstance(pred, A.NounPhrase)
        or len(pred.terms) != 1
        or not isinstance(pred.terms[0], A.Count)
        or pred.terms[0].unit != "none"
        or pred.terms[0].number is None
        or pred.terms[0].bound not in _BOUND_CMP
        or not isinstance(st, A.Action)
        or st.verb != "stat_change"
        or any(a.role is A.Role.GOAL for a in st.args)
        or first.condition is not None
    ):
        return node
    at = next(i for i, t in enumerate(goal.terms) if isinstance(t, A.CardKind))
    filt = A.StatFilter(subj.terms[1], pred.terms[0].number, _BOUND_CMP[pred.terms[0].bound])
    terms = (*goal.terms[:at], filt, *goal.terms[at:])
    links = (*goal.links[:at], "の", *goal.links[at:])
    target = A.Arg(A.Role.GOAL, A.NounPhrase(terms, links), pause=True)
    step = dataclasses.replace(first, body=dataclasses.replace(st, args=(target, *st.args)))
    head = dataclasses.replace(sents[0], steps=(step, *sents[0].steps[1:]))
    effect = dataclasses.replace(node.effect, sentences=(head, *sents[1:]))
    return dataclasses.replace(node, condition=None, effect=effect)
