"""Costs -> ``CostItem``s. An item is a payment the game names by a word and a number
(WS ``(1)``: stock; VG 【カウンターブラスト】(1): ``Vocab.cost_words``; 「AかB」: either,
the payer's pick), or an action: whatever the step reader makes of it (「手札から１枚捨てる」,
「このユニットを【レスト】する」, 「このカードをソウルに置く」) is paid as that action on those
cards."""

from __future__ import annotations

from dataclasses import replace

from grammar import ast as A
from ruling.abilities import Unsupported
from ruling.cardtext.conditions import args_of
from ruling.cardtext.ir import CostItem
from ruling.cardtext.steps import Reading, action, bracketed_verb

# how the number of a payment printed as a word is written beside it: 【カウンターブラスト】(1)
# (``paren``), 「エネルギー2」 / 「エネルギー2枚」 (a bare count: ``none`` / ``card``)
_PAYMENT_UNITS = ("paren", "none", "card")


def word_cost(np: A.NounPhrase | A.Duration | None, r: Reading) -> CostItem | None:
    """【カウンターブラスト】(1) -> ``CostItem("counter_blast", 1)`` (the word and its number),
    or None. The number is the payment's whichever way it is written beside the word: in
    parentheses, bare (「エネルギー2」, 「エネルギー2枚」), as a product (「エネルギー×2」) or
    before it (「2エネルギー」) — the game says which words name a payment
    (``Vocab.cost_words``), and what paying it is."""
    table = r.v.cost_words
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 2 or np.links != ("",):
        return None
    first, second = np.terms
    word, number = (second, first) if isinstance(first, A.Count) else (first, second)
    if not isinstance(word, A.Word) or word.id not in table:
        return None
    if isinstance(number, A.Count):
        if number.unit not in _PAYMENT_UNITS or number.bound != "exact":
            return None
        if number.unit != "none" and number is first:
            return None  # 「(1)【…】」 / 「2枚エネルギー」: not a payment's notation
    elif isinstance(number, A.Amount):
        if number.sign != "x" or number is first:
            return None
    else:
        return None
    if number.number is None or number.number.value is None:
        return None
    return CostItem(table[word.id], number.number.value)


# 「A か B」 of two costs, with or without a comma after か
_OR = ("か", "か、")


def _word_choice(np: A.NounPhrase | A.Duration | None, r: Reading) -> CostItem | None:
    """【カウンターブラスト】(1)か【エネルギーブラスト】(3): one of them."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 4 or np.links[0::2] != ("", ""):
        return None
    if np.links[1] not in _OR:  # 「…(1)か【…】」 / 「…(1)か、【…】」
        return None
    a = word_cost(A.NounPhrase(np.terms[:2], ("",)), r)
    b = word_cost(A.NounPhrase(np.terms[2:], ("",)), r)
    if a is None or b is None:
        return None
    return CostItem("either", options=(a, b))


def _word_or_action(body: A.Action, r: Reading) -> CostItem | None:
    """「【カウンターブラスト】(1)か手札から１枚ソウルに置く」: the grammar hangs the payment word on
    the action's first argument (「…か手札から」), but a payment is not a place: one of the
    payment and the action, the payer's pick."""
    if not body.args:
        return None
    first = body.args[0]
    np = first.value
    if not (
        isinstance(np, A.NounPhrase)
        and len(np.terms) > 2
        and len(np.links) == len(np.terms) - 1
        and np.links[1] in _OR
    ):
        return None
    paid = word_cost(A.NounPhrase(np.terms[:2], np.links[:1]), r)
    if paid is None:
        return None
    rest = A.NounPhrase(np.terms[2:], np.links[2:])
    other = item(A.Action(body.verb, ((A.Arg(first.role, rest)), *body.args[1:]), body.form), r)
    if other.what != "act":
        raise Unsupported("a choice of costs of this shape")
    return CostItem("either", options=(paid, other))


def _verb_stem(np: object) -> str | None:
    """The verb whose する-stem a noun phrase of one unread word is (「レスト」 -> ``rest``)."""
    from grammar.lexicon import VERB_INDEX

    if not isinstance(np, A.NounPhrase) or len(np.terms) != 1:
        return None
    term = np.terms[0]
    if not isinstance(term, A.Unknown):
        return None
    verb, form = VERB_INDEX.get(term.text, ("", ""))
    return verb if form == "stem" else None


def item(body: A.Action | A.Count | A.Unparsed, r: Reading) -> CostItem:
    if isinstance(body, A.Unparsed):
        raise Unsupported(f"an untyped cost: {body.text}")
    if isinstance(body, A.Count):
        if body.unit == "stock" and body.number is not None and body.number.value is not None:
            return CostItem("stock", body.number.value)
        raise Unsupported("a cost count")
    if body.verb == "be" and body.form is A.Form.NOMINAL:
        args = args_of(body)
        if set(args) == {A.Role.PREDICATE}:
            got = _word_choice(args[A.Role.PREDICATE], r) or word_cost(args[A.Role.PREDICATE], r)
            if got is not None:
                return got
        got = word_cost(args.get(A.Role.PREDICATE), r)
        described = A.Role.OBJECT if A.Role.OBJECT in args else A.Role.RESTRICTION
        if set(args) - {A.Role.WITH} == {described, A.Role.PREDICATE} and got is not None:
            # 「「X」を【ソウルブラスト】(1)」: the payment made with cards of that description
            # (「このユニットと同名のカードを…」: 「このユニットと」 compares their names); the
            # description printed after a dash is the same restriction on the cards it takes
            # (VG 7.24.2.1 / 7.25.2.1 「【カウンターブラスト】(1)-カード名に「竜」を含むカード」)
            from ruling.cardtext.nouns import compared, sel

            which = sel(args[described], r.v)
            if A.Role.WITH in args:
                which = compared(which, args[A.Role.WITH], r.v, "payment")
            if which.ref is not None or which.count is not None or which.zones:
                raise Unsupported("a payment with cards described this way")
            return CostItem(got.what, got.n, sel=which)
        for hook in r.v.hooks.get("cost", ()):
            # a game's own payment named by a word (VG 【ソウルチャージ】(2): 7.27.1)
            got = hook(body, r)
            if got is not None:
                return got  # type: ignore[no-any-return]
        stem = _verb_stem(args.get(A.Role.PREDICATE))
        if stem is not None and {A.Role.OBJECT, A.Role.PREDICATE} <= set(args) <= {
            A.Role.OBJECT,
            A.Role.PREDICATE,
            A.Role.NONE,
        }:
            # 「[このカードをレスト、手札を1枚控え室に置く]」: a する-verb's stem before 「、」 in a
            # list of cost items (the grammar reads the stem as a noun there) is the act named,
            # as 「[このカードをレスト]」 at the bracket's end is; with its count too
            # (「[エネルギーを2枚レスト、…]」, the count as at the bracket's end)
            kept = tuple(a for a in body.args if a.role in (A.Role.OBJECT, A.Role.NONE))
            return item(A.Action(stem, kept, A.Form.STEM), r)
        raise Unsupported("a cost be.nominal")
    if body.verb == "or" and body.form is A.Form.NOMINAL:
        raise Unsupported("a choice of costs of this shape")
    ranged = _range_of(body, r)
    if ranged is not None:
        return ranged
    split = _word_or_action(body, r)
    if split is not None:
        return split
    for hook in r.v.hooks.get("cost", ()):
        got = hook(body, r)
        if got is not None:
            return got  # type: ignore[no-any-return]
    # 「【コスト】[手札から１枚バインド]」: the bracket may end in a する-verb's stem, the act named
    # as a noun — the same cost as 「…バインドする」
    form = (
        A.Form.FINAL
        if body.form in (A.Form.CONTINUATIVE, A.Form.CAUSATIVE, A.Form.STEM)
        else body.form
    )
    if form not in (A.Form.FINAL, A.Form.CAUSATIVE_CONT):
        raise Unsupported(f"a cost in form {body.form.value}")
    (op,) = action(A.Action(body.verb, body.args, A.Form.FINAL, body.amount), r)
    if op.optional or op.cond is not None or op.until is not None:
        raise Unsupported("a cost of this shape")
    if op.target is not None and op.target.ref == "implied":
        raise Unsupported("a cost on cards it does not name")
    if op.bound == "any":
        raise Unsupported("a cost of as many cards as the player picks")
    return CostItem(
        "act",
        n=op.n if op.n is not None else 1,
        bound=op.bound or "exact",
        verb=op.verb,
        sel=op.target,
        dest=op.dest,
        pos=op.pos,
        face=op.face,
    )


def _range_of(body: A.Action, r: Reading) -> CostItem | None:
    """「リアガードを１枚以上、２枚まで退却させる」 / 「…を１枚以上、望む枚数バインドする」 /
    「…を５枚まで、望む枚数退却させる」: an action on a range of cards (one count with a least,
    ``A.Count.least``), the payer picking how many — the action read with the range's most
    (or 望む枚数), and the least kept on the item (``CostItem.least``). None when no argument
    is a range; a game that does not pay a range refuses it (``Vocab.cost_ranges``)."""
    found = [
        (i, a)
        for i, a in enumerate(body.args)
        for t in (a.value.terms if isinstance(a.value, A.NounPhrase) else ())
        if isinstance(t, A.Count) and t.least is not None
    ]
    if not found:
        return None
    if len(found) > 1 or not r.v.cost_ranges:
        raise Unsupported("a range of counts in a cost")
    i, a = found[0]
    np = a.value
    assert isinstance(np, A.NounPhrase)
    c = next(t for t in np.terms if isinstance(t, A.Count) and t.least is not None)
    least = c.least.value if c.least is not None else None
    if least is None:
        raise Unsupported("a range of counts given by a variable")
    plain = replace(c, least=None)
    terms = tuple(plain if t is c else t for t in np.terms)
    args = list(body.args)
    args[i] = A.Arg(a.role, A.NounPhrase(terms, np.links, np.span), a.pause)
    got = (
        item(A.Action(body.verb, tuple(args), body.form, body.amount), r)
        if plain.bound != ("any")
        else _any_item(A.Action(body.verb, tuple(args), body.form, body.amount), r)
    )
    if got.what != "act" or got.sel is None or got.sel.ref is not None:
        raise Unsupported("a range of counts in a cost of this shape")
    if plain.bound == "up_to" and not (plain.number and plain.number.value):
        raise Unsupported("a range of counts in a cost of this shape")
    return replace(got, least=least, bound=plain.bound)


def _any_item(body: A.Action, r: Reading) -> CostItem:
    """The action of a 「…枚以上、望む枚数」 cost read as if its count were one (the count is the
    payer's, ``CostItem.least`` up to every card the description names)."""
    one = A.Count(A.Number(1), "card", "exact")
    args = tuple(
        A.Arg(
            a.role,
            A.NounPhrase(
                tuple(
                    one if isinstance(t, A.Count) and t.bound == "any" else t for t in a.value.terms
                ),
                a.value.links,
                a.value.span,
            ),
            a.pause,
        )
        if isinstance(a.value, A.NounPhrase)
        else a
        for a in body.args
    )
    got = item(A.Action(body.verb, args, body.form, body.amount), r)
    return replace(got, n=0)


def _chosen_then(choose: A.Action, then: A.Action) -> A.Action | None:
    """「Xを選び、Yする」 in a cost: the action Y done to the cards X chosen (the object of 選び
    and its count are Y's, Y naming none of its own), or None for any other pair. The zone the
    cards are chosen from is Y's too, and a bare count names the cards of that zone:
    「手札から１枚選び、捨てる」 is 「手札から１枚捨てる」, 「手札からグレード３を１枚選び、捨てる」
    is 「手札からグレード３を１枚捨てる」; 「選んで」 joins the two as 「選び、」 does, and Y may
    name where the cards go (「ドロップから１枚選び、山札の下に置く」)."""
    if choose.verb != "choose" or choose.form not in (A.Form.CONTINUATIVE, A.Form.TE):
        return None
    roles = {a.role for a in choose.args}
    # 「…から、このユニットと同名のカードを１枚選び、表にする」: the card the names are compared
    # with (と) is the object's too
    picked = {A.Role.OBJECT, A.Role.NONE, A.Role.SOURCE, A.Role.WITH}
    if not roles <= picked or not {a.role for a in then.args} <= {A.Role.GOAL}:
        return None
    counted = any(
        a.role is A.Role.NONE
        and isinstance(a.value, A.NounPhrase)
        and any(isinstance(t, A.Count) for t in a.value.terms)
        for a in choose.args
    )
    if A.Role.OBJECT not in roles and not (A.Role.SOURCE in roles and counted):
        return None
    return A.Action(then.verb, (*choose.args, *then.args), then.form, then.amount)


def _each_action(body: A.Action | A.Count | A.Unparsed) -> list[A.Action | A.Count | A.Unparsed]:
    """「手札から１枚捨て、ドロップから２枚山札の下に置く」: actions joined by 「…し、」 in one
    item (the grammar types them as ``and``) are the cost's items, in order. A verb's noun in
    brackets before する (「[このユニットを【呪縛】する]」, ``steps.bracketed_verb``) is that verb,
    as in an effect's step."""
    if isinstance(body, A.Action) and body.verb == "and" and body.form is A.Form.NOMINAL:
        from ruling.cardtext.conditions import alternatives

        return [b for c in alternatives(body, "a cost of this shape") for b in _each_action(c)]
    return [bracketed_verb(body) or body]


def cost_items(cost: A.Cost, r: Reading) -> tuple[CostItem, ...]:
    """Each item of a cost; 「Xを選び、Yする」 (two items, the second naming no object) is one:
    the action on the cards chosen (``CostItem.chosen``)."""
    out: list[CostItem] = []
    items = [b for ci in cost.items for b in _each_action(ci.body)]
    i = 0
    while i < len(items):
        body, nxt = items[i], items[i + 1] if i + 1 < len(items) else None
        if isinstance(body, A.Action) and isinstance(nxt, A.Action):
            both = _chosen_then(body, nxt)
            if both is not None:
                got = item(both, r)
                if got.what != "act":
                    raise Unsupported("a choice in a cost of this shape")
                out.append(replace(got, chosen=True))
                i += 2
                continue
        out.append(item(body, r))
        i += 1
    return tuple(out)
