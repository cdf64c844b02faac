/* The loop of grammar.lalr.FastLALR._parse_python, compiled: the same tables, lexing,
 * shift / reduce and tree building, step for step, over the same Python objects (parse
 * rows, lexer states, Token, Node, the rules' callbacks). Only the interpreter's work per
 * step is gone; every decision is the Python loop's (see grammar/lalr.py, which stays the
 * reference and the fallback when this extension is not built).
 *
 *     Driver(rows, lex, ignore, start_state, end_state, Token, Node, ParseFailure, rules)
 *     Driver.parse(text) -> tree   (raises ParseFailure(pos) as the Python loop does)
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>

typedef struct {
    PyObject_HEAD
    PyObject *rows;      /* list (or dict) state -> {symbol: action} */
    PyObject *lex;       /* list (or dict) state -> (by_char, unless) */
    PyObject *ignore;    /* frozenset or None */
    PyObject *start_state;
    PyObject *end_state;
    PyTypeObject *token_type;
    PyTypeObject *node_type;
    PyObject *failure;   /* ParseFailure */
    PyObject *rules;     /* {callback: rule} (tree building done here; see build()) */
    /* slot offsets */
    Py_ssize_t t_type, t_start, t_end;
    Py_ssize_t n_data, n_children, n_start, n_end, n_cstart, n_cend;
} Driver;

static PyObject *s_match, *s_end, *s_fullmatch, *s_END, *s_empty;

/* One-character strings of the Basic Multilingual Plane, made once each when first met and
 * kept (Python keeps only the Latin-1 ones): the lexer looks a state's candidates up by the
 * character at the position and the one after it, and a kept string is found in those dicts
 * by identity with its hash cached, where a new string per lookup was hashed, compared and
 * freed each time. */
static PyObject *chars[0x10000];

static PyObject * /* new reference */
char_at(int kind, const void *data, Py_ssize_t pos)
{
    Py_UCS4 c = PyUnicode_READ(kind, data, pos);
    if (c >= 0x10000)
        return PyUnicode_FromOrdinal(c);
    PyObject *s = chars[c];
    if (s == NULL) {
        s = PyUnicode_FromOrdinal(c);
        if (s == NULL)
            return NULL;
        chars[c] = s; /* the table's reference, kept */
    }
    return Py_NewRef(s);
}

#define SLOT(o, off) (*(PyObject **)((char *)(o) + (off)))

static int
slot_offset(PyTypeObject *type, const char *name, Py_ssize_t *out)
{
    PyObject *d = PyObject_GetAttrString((PyObject *)type, name);
    if (d == NULL)
        return -1;
    if (Py_TYPE(d) != &PyMemberDescr_Type) {
        Py_DECREF(d);
        PyErr_Format(PyExc_TypeError, "%s.%s is not a slot", type->tp_name, name);
        return -1;
    }
    PyMemberDef *m = ((PyMemberDescrObject *)d)->d_member;
    if (m->type != T_OBJECT_EX) {
        Py_DECREF(d);
        PyErr_Format(PyExc_TypeError, "%s.%s is not an object slot", type->tp_name, name);
        return -1;
    }
    *out = m->offset;
    Py_DECREF(d);
    return 0;
}

static void
slot_set(PyObject *o, Py_ssize_t off, PyObject *v)
{
    PyObject *old = SLOT(o, off);
    Py_INCREF(v);
    SLOT(o, off) = v;
    Py_XDECREF(old);
}

static int
Driver_init(Driver *self, PyObject *args, PyObject *kwds)
{
    PyObject *rows, *lex, *ignore, *start, *end, *token, *node, *failure, *rules;
    if (!PyArg_ParseTuple(args, "OOOOOOOOO!", &rows, &lex, &ignore, &start, &end, &token,
                          &node, &failure, &PyDict_Type, &rules))
        return -1;
    if (!PyType_Check(token) || !PyType_Check(node)) {
        PyErr_SetString(PyExc_TypeError, "Token and Node must be types");
        return -1;
    }
    Py_XSETREF(self->rows, Py_NewRef(rows));
    Py_XSETREF(self->lex, Py_NewRef(lex));
    Py_XSETREF(self->ignore, Py_NewRef(ignore));
    Py_XSETREF(self->start_state, Py_NewRef(start));
    Py_XSETREF(self->end_state, Py_NewRef(end));
    Py_XSETREF(self->token_type, (PyTypeObject *)Py_NewRef(token));
    Py_XSETREF(self->node_type, (PyTypeObject *)Py_NewRef(node));
    Py_XSETREF(self->failure, Py_NewRef(failure));
    Py_XSETREF(self->rules, Py_NewRef(rules));
    PyTypeObject *t = self->token_type, *n = self->node_type;
    if (slot_offset(t, "type", &self->t_type) || slot_offset(t, "start_pos", &self->t_start) ||
        slot_offset(t, "end_pos", &self->t_end) || slot_offset(n, "data", &self->n_data) ||
        slot_offset(n, "children", &self->n_children) || slot_offset(n, "start", &self->n_start) ||
        slot_offset(n, "end", &self->n_end) || slot_offset(n, "cstart", &self->n_cstart) ||
        slot_offset(n, "cend", &self->n_cend))
        return -1;
    return 0;
}

/* the object fields of a Driver, one list for traverse and clear */
#define DRIVER_OBJECTS(X)                                                                        \
    X(rows) X(lex) X(ignore) X(start_state) X(end_state) X(token_type) X(node_type) X(failure)  \
    X(rules)

static int
Driver_traverse(Driver *self, visitproc visit, void *arg)
{
#define VISIT_FIELD(f) Py_VISIT(self->f);
    DRIVER_OBJECTS(VISIT_FIELD)
#undef VISIT_FIELD
    return 0;
}

static int
Driver_clear(Driver *self)
{
#define CLEAR_FIELD(f) Py_CLEAR(self->f);
    DRIVER_OBJECTS(CLEAR_FIELD)
#undef CLEAR_FIELD
    return 0;
}

static void
Driver_dealloc(Driver *self)
{
    PyObject_GC_UnTrack(self);
    Driver_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* ---------------------------------------------------------------- stacks (owned refs) */
typedef struct {
    PyObject **items;
    Py_ssize_t len, cap;
} Stack;

static int
push(Stack *s, PyObject *o) /* steals o */
{
    if (s->len == s->cap) {
        Py_ssize_t cap = s->cap ? s->cap * 2 : 64;
        PyObject **items = PyMem_Realloc(s->items, cap * sizeof(PyObject *));
        if (items == NULL) {
            Py_DECREF(o);
            PyErr_NoMemory();
            return -1;
        }
        s->items = items;
        s->cap = cap;
    }
    s->items[s->len++] = o;
    return 0;
}

static void
drop(Stack *s, Py_ssize_t k) /* pop k items */
{
    while (k-- > 0) {
        s->len--;
        Py_DECREF(s->items[s->len]);
    }
}

static void
free_stack(Stack *s)
{
    drop(s, s->len);
    PyMem_Free(s->items);
}

/* container start or end of a stack value: a Node's slot `node_slot` (cstart / cend), a Token's
 * `token_slot`, else the attribute `attr` (start_pos / end_pos); borrowed, NULL with an error
 * (`what`) set */
static inline PyObject *
get_pos(Driver *d, PyObject *c, Py_ssize_t node_slot, Py_ssize_t token_slot, const char *attr,
        const char *what)
{
    PyObject *v;
    if (Py_TYPE(c) == d->node_type)
        v = SLOT(c, node_slot);
    else if (Py_TYPE(c) == d->token_type)
        v = SLOT(c, token_slot);
    else {
        v = PyObject_GetAttrString(c, attr);
        if (v == NULL)
            return NULL;
        Py_DECREF(v); /* held by c (slot or attribute) */
        return v;
    }
    if (v == NULL)
        PyErr_SetString(PyExc_AttributeError, what);
    return v;
}

#define get_start(d, c) get_pos((d), (c), (d)->n_cstart, (d)->t_start, "start_pos", "start")
#define get_end(d, c) get_pos((d), (c), (d)->n_cend, (d)->t_end, "end_pos", "end")

static PyObject * /* borrowed */
state_item(PyObject *table, PyObject *state)
{
    if (PyList_CheckExact(table)) {
        Py_ssize_t i = PyLong_AsSsize_t(state);
        if (i == -1 && PyErr_Occurred())
            return NULL;
        if (i < 0 || i >= PyList_GET_SIZE(table)) {
            PyErr_SetString(PyExc_IndexError, "state out of range");
            return NULL;
        }
        return PyList_GET_ITEM(table, i);
    }
    PyObject *v = PyObject_GetItem(table, state);
    if (v == NULL)
        return NULL;
    Py_DECREF(v); /* held by the table */
    return v;
}

/* a dict (subclass with __missing__) lookup: new reference */
static PyObject *
lookup(PyObject *map, PyObject *key)
{
    PyObject *v = PyDict_GetItemWithError(map, key);
    if (v != NULL)
        return Py_NewRef(v);
    if (PyErr_Occurred())
        return NULL;
    return PyObject_GetItem(map, key);
}

static PyObject * /* borrowed */
goto_of(PyObject *go, PyObject *below)
{
    PyObject *v = PyDict_GetItemWithError(go, below);
    if (v == NULL && !PyErr_Occurred())
        PyErr_SetObject(PyExc_KeyError, below);
    return v;
}

static void
fail(Driver *d, Py_ssize_t pos)
{
    PyObject *p = PyLong_FromSsize_t(pos);
    if (p == NULL)
        return;
    PyObject *e = PyObject_CallOneArg(d->failure, p);
    Py_DECREF(p);
    if (e == NULL)
        return;
    PyErr_SetObject((PyObject *)Py_TYPE(e), e);
    Py_DECREF(e);
}

static PyObject *
new_node(Driver *d, PyObject *name, PyObject *children, PyObject *start, PyObject *end)
{
    PyObject *node = d->node_type->tp_alloc(d->node_type, 0);
    if (node == NULL)
        return NULL;
    SLOT(node, d->n_data) = Py_NewRef(name);
    SLOT(node, d->n_children) = Py_NewRef(children);
    SLOT(node, d->n_start) = Py_NewRef(start);
    SLOT(node, d->n_cstart) = Py_NewRef(start);
    SLOT(node, d->n_end) = Py_NewRef(end);
    SLOT(node, d->n_cend) = Py_NewRef(end);
    return node;
}


/* ---------------------------------------------------------------- tree building
 * The rules' callbacks of grammar.lalr._rule_callback, done here: ``rules`` maps a callback to
 * ``(kind, name, expand1, container, include, first, rest)``, kind 1 plain_node,
 * 2 left_recursive, 3 head_inlined, 4 callback (the general one); a callback not in it is
 * called. Each routine below is the Python function of that name, step for step. */

/* _span(raw): the first start and the last end that are not None (borrowed) */
static int
span_of(Driver *d, PyObject *list, PyObject **start, PyObject **end)
{
    Py_ssize_t n = PyList_GET_SIZE(list);
    *start = Py_None;
    *end = Py_None;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *v = get_start(d, PyList_GET_ITEM(list, i));
        if (v == NULL)
            return -1;
        if (v != Py_None) {
            *start = v;
            break;
        }
    }
    for (Py_ssize_t i = n - 1; i >= 0; i--) {
        PyObject *v = get_end(d, PyList_GET_ITEM(list, i));
        if (v == NULL)
            return -1;
        if (v != Py_None) {
            *end = v;
            break;
        }
    }
    return 0;
}

/* head.data = name; head.start = head.cstart = start; head.end = head.cend = end */
static void
retag(Driver *d, PyObject *head, PyObject *name, PyObject *start, PyObject *end)
{
    Py_INCREF(start);
    Py_INCREF(end);
    if (name != NULL)
        slot_set(head, d->n_data, name);
    slot_set(head, d->n_start, start);
    slot_set(head, d->n_cstart, start);
    slot_set(head, d->n_end, end);
    slot_set(head, d->n_cend, end);
    Py_DECREF(start);
    Py_DECREF(end);
}

static PyObject * /* borrowed: a node's children list */
children_of(Driver *d, PyObject *node)
{
    PyObject *c = Py_TYPE(node) == d->node_type ? SLOT(node, d->n_children) : NULL;
    if (c == NULL || !PyList_CheckExact(c)) {
        PyErr_SetString(PyExc_TypeError, "an inlined child is not a Node");
        return NULL;
    }
    return c;
}

static PyObject *
build(Driver *d, PyObject *rule, PyObject *raw)
{
    long kind = PyLong_AsLong(PyTuple_GET_ITEM(rule, 0));
    PyObject *name = PyTuple_GET_ITEM(rule, 1);
    int expand1 = PyTuple_GET_ITEM(rule, 2) == Py_True;
    int container = PyTuple_GET_ITEM(rule, 3) == Py_True;
    PyObject *include = PyTuple_GET_ITEM(rule, 4);
    Py_ssize_t n = PyList_GET_SIZE(raw);
    PyObject *start, *end;
    if (kind == 1) { /* plain_node */
        if (n) {
            start = get_start(d, PyList_GET_ITEM(raw, 0));
            end = start ? get_end(d, PyList_GET_ITEM(raw, n - 1)) : NULL;
            if (end == NULL)
                return NULL;
            if (start != Py_None && end != Py_None)
                return new_node(d, name, raw, start, end);
        }
        if (span_of(d, raw, &start, &end))
            return NULL;
        return new_node(d, name, raw, start, end);
    }
    if (kind == 2) { /* left_recursive */
        PyObject *head = PyList_GET_ITEM(raw, 0), *item = PyList_GET_ITEM(raw, 1);
        start = get_start(d, head);
        end = start ? get_end(d, item) : NULL;
        if (end == NULL)
            return NULL;
        if (start == Py_None || end == Py_None) {
            if (span_of(d, raw, &start, &end))
                return NULL;
        }
        PyObject *children = children_of(d, head);
        if (children == NULL)
            return NULL;
        Py_INCREF(start);
        Py_INCREF(end);
        slot_set(head, d->n_data, name);
        int err = PyList_Append(children, item);
        if (!err)
            retag(d, head, NULL, start, end);
        Py_DECREF(start);
        Py_DECREF(end);
        return err ? NULL : Py_NewRef(head);
    }
    if (kind == 3) { /* head_inlined */
        PyObject *head = PyList_GET_ITEM(raw, PyLong_AsSsize_t(PyTuple_GET_ITEM(rule, 5)));
        PyObject *rest = PyTuple_GET_ITEM(rule, 6);
        PyObject *children = children_of(d, head);
        if (children == NULL)
            return NULL;
        for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(rest); k++) {
            Py_ssize_t i = PyLong_AsSsize_t(PyTuple_GET_ITEM(rest, k));
            if (PyList_Append(children, PyList_GET_ITEM(raw, i)))
                return NULL;
        }
        if (span_of(d, container ? raw : children, &start, &end))
            return NULL;
        retag(d, head, name, start, end);
        return Py_NewRef(head);
    }
    /* callback: the general builder */
    PyObject *children;
    Py_ssize_t ni = PyTuple_GET_SIZE(include);
    int plain = ni == n;
    for (Py_ssize_t k = 0; plain && k < ni; k++)
        plain = PyTuple_GET_ITEM(PyTuple_GET_ITEM(include, k), 1) != Py_True;
    if (plain) {
        children = Py_NewRef(raw);
    } else {
        children = PyList_New(0);
        if (children == NULL)
            return NULL;
        for (Py_ssize_t k = 0; k < ni; k++) {
            PyObject *inc = PyTuple_GET_ITEM(include, k);
            PyObject *c = PyList_GET_ITEM(raw, PyLong_AsSsize_t(PyTuple_GET_ITEM(inc, 0)));
            if (PyTuple_GET_ITEM(inc, 1) == Py_True) {
                PyObject *sub = children_of(d, c);
                if (sub == NULL) {
                    Py_DECREF(children);
                    return NULL;
                }
                if (PyList_GET_SIZE(children)) { /* children += sub */
                    Py_ssize_t at = PyList_GET_SIZE(children);
                    if (PyList_SetSlice(children, at, at, sub)) {
                        Py_DECREF(children);
                        return NULL;
                    }
                } else { /* left recursion: reuse the list */
                    Py_SETREF(children, Py_NewRef(sub));
                }
            } else if (PyList_Append(children, c)) {
                Py_DECREF(children);
                return NULL;
            }
        }
    }
    if (span_of(d, container ? raw : children, &start, &end)) {
        Py_DECREF(children);
        return NULL;
    }
    PyObject *out;
    if (expand1 && PyList_GET_SIZE(children) == 1) {
        PyObject *child = PyList_GET_ITEM(children, 0);
        if (container && Py_TYPE(child) == d->node_type) {
            Py_INCREF(start);
            Py_INCREF(end);
            if (SLOT(child, d->n_start) == Py_None) {
                slot_set(child, d->n_start, start);
                slot_set(child, d->n_end, end);
            }
            slot_set(child, d->n_cstart, start);
            slot_set(child, d->n_cend, end);
            Py_DECREF(start);
            Py_DECREF(end);
        }
        out = Py_NewRef(child);
    } else {
        out = new_node(d, name, children, start, end);
    }
    Py_DECREF(children);
    return out;
}

/* a rule's callback over raw: built here when known, else called */
static PyObject *
reduce_call(Driver *d, PyObject *callback, PyObject *raw)
{
    PyObject *rule = PyDict_GetItemWithError(d->rules, callback);
    if (rule != NULL)
        return build(d, rule, raw);
    if (PyErr_Occurred())
        return NULL;
    return PyObject_CallOneArg(callback, raw);
}

/* the top `size` values as a new list, removed from the value stack (states untouched) */
static PyObject *
take(Stack *values, Py_ssize_t size)
{
    PyObject *s = PyList_New(size);
    if (s == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < size; i++)
        PyList_SET_ITEM(s, i, values->items[values->len - size + i]); /* the stack's ref */
    values->len -= size;
    return s;
}

static PyObject *
Driver_parse(Driver *self, PyObject *text)
{
    if (!PyUnicode_Check(text)) {
        PyErr_SetString(PyExc_TypeError, "text must be str");
        return NULL;
    }
    Stack states = {0}, values = {0};
    PyObject *result = NULL;
    PyObject *state = self->start_state; /* borrowed from the tables or the state stack */
    PyObject *ignore = (self->ignore != Py_None && PySet_GET_SIZE(self->ignore)) ? self->ignore : NULL;
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    Py_ssize_t pos = 0, last_start = 0;
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    if (push(&states, Py_NewRef(state)))
        goto error;

    while (pos < n) {
        PyObject *lexer = state_item(self->lex, state);
        if (lexer == NULL)
            goto error;
        if (!PyTuple_CheckExact(lexer) || PyTuple_GET_SIZE(lexer) != 2) {
            PyErr_SetString(PyExc_TypeError, "lexer state: (by_char, unless)");
            goto error;
        }
        PyObject *by_char = PyTuple_GET_ITEM(lexer, 0);
        PyObject *unless = PyTuple_GET_ITEM(lexer, 1);
        PyObject *ch = char_at(kind, data, pos);
        if (ch == NULL)
            goto error;
        PyObject *entry = lookup(by_char, ch);
        Py_DECREF(ch);
        if (entry == NULL)
            goto error;
        if (!PyTuple_CheckExact(entry) || PyTuple_GET_SIZE(entry) != 2) {
            Py_DECREF(entry);
            PyErr_SetString(PyExc_TypeError, "lexer entry: (by_next, candidates)");
            goto error;
        }
        PyObject *cands;
        PyObject *by_next = PyTuple_GET_ITEM(entry, 0);
        if (by_next != Py_None) {
            PyObject *c2 = pos + 1 < n ? char_at(kind, data, pos + 1)
                                       : Py_NewRef(s_empty);
            if (c2 == NULL) {
                Py_DECREF(entry);
                goto error;
            }
            cands = lookup(by_next, c2);
            Py_DECREF(c2);
        } else {
            cands = Py_NewRef(PyTuple_GET_ITEM(entry, 1));
        }
        Py_DECREF(entry);
        if (cands == NULL)
            goto error;
        if (!PyTuple_CheckExact(cands)) {
            Py_DECREF(cands);
            PyErr_SetString(PyExc_TypeError, "candidates must be a tuple");
            goto error;
        }
        PyObject *ttype = NULL, *value = NULL; /* new references */
        Py_ssize_t end = 0;
        Py_ssize_t nc = PyTuple_GET_SIZE(cands);
        for (Py_ssize_t i = 0; i < nc; i++) {
            PyObject *cand = PyTuple_GET_ITEM(cands, i);
            PyObject *rx = PyTuple_GET_ITEM(cand, 1);
            if (rx == Py_None) {
                PyObject *word = PyTuple_GET_ITEM(cand, 2);
                Py_ssize_t r = PyUnicode_Tailmatch(text, word, pos, PY_SSIZE_T_MAX, -1);
                if (r < 0) {
                    Py_DECREF(cands);
                    goto error;
                }
                if (r) {
                    value = Py_NewRef(word);
                    end = pos + PyUnicode_GET_LENGTH(word);
                    ttype = Py_NewRef(PyTuple_GET_ITEM(cand, 0));
                    break;
                }
                continue;
            }
            PyObject *p = PyLong_FromSsize_t(pos);
            if (p == NULL) {
                Py_DECREF(cands);
                goto error;
            }
            PyObject *margs[3] = {rx, text, p};
            PyObject *m = PyObject_VectorcallMethod(
                s_match, margs, 3 | PY_VECTORCALL_ARGUMENTS_OFFSET, NULL);
            Py_DECREF(p);
            if (m == NULL) {
                Py_DECREF(cands);
                goto error;
            }
            if (m == Py_None) {
                Py_DECREF(m);
                continue;
            }
            PyObject *eargs[1] = {m};
            PyObject *e = PyObject_VectorcallMethod(
                s_end, eargs, 1 | PY_VECTORCALL_ARGUMENTS_OFFSET, NULL);
            Py_DECREF(m);
            if (e == NULL) {
                Py_DECREF(cands);
                goto error;
            }
            end = PyLong_AsSsize_t(e);
            Py_DECREF(e);
            if (end == -1 && PyErr_Occurred()) {
                Py_DECREF(cands);
                goto error;
            }
            value = PyUnicode_Substring(text, pos, end);
            if (value == NULL) {
                Py_DECREF(cands);
                goto error;
            }
            ttype = Py_NewRef(PyTuple_GET_ITEM(cand, 0));
            break;
        }
        Py_DECREF(cands);
        if (ttype == NULL) {
            fail(self, pos);
            goto error;
        }
        if (unless != Py_None) {
            PyObject *u = PyDict_GetItemWithError(unless, ttype);
            if (u == NULL && PyErr_Occurred()) {
                Py_DECREF(ttype);
                Py_DECREF(value);
                goto error;
            }
            if (u != NULL) {
                PyObject *uargs[2] = {u, value};
                PyObject *retype = PyObject_VectorcallMethod(
                    s_fullmatch, uargs, 2 | PY_VECTORCALL_ARGUMENTS_OFFSET, NULL);
                if (retype == NULL) {
                    Py_DECREF(ttype);
                    Py_DECREF(value);
                    goto error;
                }
                if (retype != Py_None)
                    Py_SETREF(ttype, retype);
                else
                    Py_DECREF(retype);
            }
        }
        if (ignore != NULL) {
            int ig = PySet_Contains(ignore, ttype);
            if (ig < 0) {
                Py_DECREF(ttype);
                Py_DECREF(value);
                goto error;
            }
            if (ig) {
                Py_DECREF(ttype);
                Py_DECREF(value);
                pos = end;
                continue;
            }
        }
        /* the token: str.__new__(Token, value) with its slots set */
        PyObject *targs = PyTuple_Pack(1, value);
        Py_DECREF(value);
        if (targs == NULL) {
            Py_DECREF(ttype);
            goto error;
        }
        PyObject *token = PyUnicode_Type.tp_new(self->token_type, targs, NULL);
        Py_DECREF(targs);
        if (token == NULL) {
            Py_DECREF(ttype);
            goto error;
        }
        SLOT(token, self->t_type) = ttype; /* the reference moves to the slot */
        SLOT(token, self->t_start) = PyLong_FromSsize_t(pos);
        SLOT(token, self->t_end) = PyLong_FromSsize_t(end);
        if (SLOT(token, self->t_start) == NULL || SLOT(token, self->t_end) == NULL) {
            Py_DECREF(token);
            goto error;
        }
        last_start = pos;
        pos = end;
        PyObject *row = state_item(self->rows, state);
        if (row == NULL) {
            Py_DECREF(token);
            goto error;
        }
        for (;;) {
            PyObject *act = PyDict_GetItemWithError(row, ttype); /* ttype held by token */
            if (act == NULL) {
                Py_DECREF(token);
                if (!PyErr_Occurred())
                    fail(self, last_start);
                goto error;
            }
            if (PyLong_CheckExact(act)) { /* shift */
                state = act;
                if (push(&states, Py_NewRef(act)) || push(&values, token))
                    goto error;
                break;
            }
            PyObject *callback = PyTuple_GET_ITEM(act, 1);
            PyObject *go = PyTuple_GET_ITEM(act, 2);
            long how = PyLong_AsLong(PyTuple_GET_ITEM(act, 3));
            if (how == 0) { /* a single child passed through: replace its state */
                PyObject *s = goto_of(go, states.items[states.len - 2]);
                if (s == NULL) {
                    Py_DECREF(token);
                    goto error;
                }
                Py_SETREF(states.items[states.len - 1], Py_NewRef(s));
                state = s;
            } else if (how == 3) { /* an inlined rule's node extended by one child */
                PyObject *item = values.items[values.len - 1];
                PyObject *head = values.items[values.len - 2];
                PyObject *start = get_start(self, head);
                PyObject *e = start ? get_end(self, item) : NULL;
                if (e == NULL) {
                    Py_DECREF(token);
                    goto error;
                }
                if (start == Py_None || e == Py_None) {
                    PyObject *raw = take(&values, 2);
                    if (raw == NULL) {
                        Py_DECREF(token);
                        goto error;
                    }
                    PyObject *r = reduce_call(self, callback, raw);
                    Py_DECREF(raw);
                    if (r == NULL || push(&values, r)) {
                        Py_DECREF(token);
                        goto error;
                    }
                } else {
                    PyObject *children = SLOT(head, self->n_children);
                    if (Py_TYPE(head) != self->node_type || children == NULL ||
                        !PyList_CheckExact(children)) {
                        Py_DECREF(token);
                        PyErr_SetString(PyExc_TypeError, "inlined head is not a Node");
                        goto error;
                    }
                    Py_INCREF(start);
                    Py_INCREF(e);
                    slot_set(head, self->n_data, PyTuple_GET_ITEM(act, 4));
                    if (PyList_Append(children, item)) {
                        Py_DECREF(start);
                        Py_DECREF(e);
                        Py_DECREF(token);
                        goto error;
                    }
                    slot_set(head, self->n_start, start);
                    slot_set(head, self->n_cstart, start);
                    slot_set(head, self->n_end, e);
                    slot_set(head, self->n_cend, e);
                    Py_DECREF(start);
                    Py_DECREF(e);
                    drop(&values, 1);
                }
                drop(&states, 2);
                PyObject *s = goto_of(go, states.items[states.len - 1]);
                if (s == NULL || push(&states, Py_NewRef(s))) {
                    Py_DECREF(token);
                    goto error;
                }
                state = s;
            } else if (how == 2) { /* a rule's node over one child */
                PyObject *c = values.items[values.len - 1];
                PyObject *start = get_start(self, c);
                PyObject *e = start ? get_end(self, c) : NULL;
                if (e == NULL) {
                    Py_DECREF(token);
                    goto error;
                }
                PyObject *r;
                if (start == Py_None || e == Py_None) {
                    PyObject *raw = PyList_New(1);
                    if (raw == NULL) {
                        Py_DECREF(token);
                        goto error;
                    }
                    PyList_SET_ITEM(raw, 0, Py_NewRef(c));
                    r = reduce_call(self, callback, raw);
                    Py_DECREF(raw);
                } else {
                    PyObject *children = PyList_New(1);
                    if (children == NULL) {
                        Py_DECREF(token);
                        goto error;
                    }
                    PyList_SET_ITEM(children, 0, Py_NewRef(c));
                    r = new_node(self, PyTuple_GET_ITEM(act, 4), children, start, e);
                    Py_DECREF(children);
                }
                if (r == NULL) {
                    Py_DECREF(token);
                    goto error;
                }
                Py_SETREF(values.items[values.len - 1], r);
                PyObject *s = goto_of(go, states.items[states.len - 2]);
                if (s == NULL) {
                    Py_DECREF(token);
                    goto error;
                }
                Py_SETREF(states.items[states.len - 1], Py_NewRef(s));
                state = s;
            } else { /* the rule's callback */
                Py_ssize_t size = PyLong_AsSsize_t(PyTuple_GET_ITEM(act, 0));
                PyObject *raw = take(&values, size);
                if (raw == NULL) {
                    Py_DECREF(token);
                    goto error;
                }
                drop(&states, size);
                PyObject *r = reduce_call(self, callback, raw);
                Py_DECREF(raw);
                if (r == NULL || push(&values, r)) {
                    Py_DECREF(token);
                    goto error;
                }
                PyObject *s = goto_of(go, states.items[states.len - 1]);
                if (s == NULL || push(&states, Py_NewRef(s))) {
                    Py_DECREF(token);
                    goto error;
                }
                state = s;
            }
            row = state_item(self->rows, state);
            if (row == NULL) {
                Py_DECREF(token);
                goto error;
            }
        }
    }
    /* the end of the input: reductions up to the end state */
    {
        PyObject *row = state_item(self->rows, state);
        if (row == NULL)
            goto error;
        for (;;) {
            PyObject *act = PyDict_GetItemWithError(row, s_END);
            if (act == NULL || PyLong_CheckExact(act)) { /* Lark's tables never shift $END */
                if (!PyErr_Occurred())
                    fail(self, last_start);
                goto error;
            }
            PyObject *callback = PyTuple_GET_ITEM(act, 1);
            PyObject *go = PyTuple_GET_ITEM(act, 2);
            PyObject *s;
            if (callback == Py_None) {
                s = goto_of(go, states.items[states.len - 2]);
                if (s == NULL)
                    goto error;
                Py_SETREF(states.items[states.len - 1], Py_NewRef(s));
            } else {
                Py_ssize_t size = PyLong_AsSsize_t(PyTuple_GET_ITEM(act, 0));
                PyObject *raw = take(&values, size);
                if (raw == NULL)
                    goto error;
                drop(&states, size);
                PyObject *r = reduce_call(self, callback, raw);
                Py_DECREF(raw);
                if (r == NULL || push(&values, r))
                    goto error;
                s = goto_of(go, states.items[states.len - 1]);
                if (s == NULL || push(&states, Py_NewRef(s)))
                    goto error;
            }
            state = s;
            int done = PyObject_RichCompareBool(state, self->end_state, Py_EQ);
            if (done < 0)
                goto error;
            if (done) {
                result = Py_NewRef(values.items[values.len - 1]);
                break;
            }
            row = state_item(self->rows, state);
            if (row == NULL)
                goto error;
        }
    }
error:
    free_stack(&states);
    free_stack(&values);
    return result;
}

static PyMethodDef Driver_methods[] = {
    {"parse", (PyCFunction)Driver_parse, METH_O,
     "The tree of text, or ParseFailure(pos): FastLALR's loop, compiled."},
    {NULL},
};

static PyTypeObject DriverType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "grammar._lalr.Driver",
    .tp_basicsize = sizeof(Driver),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "FastLALR's parse loop over its tables (grammar/lalr.py).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Driver_init,
    .tp_dealloc = (destructor)Driver_dealloc,
    .tp_traverse = (traverseproc)Driver_traverse,
    .tp_clear = (inquiry)Driver_clear,
    .tp_methods = Driver_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "grammar._lalr",
    "The compiled loop of grammar.lalr.FastLALR (optional: the Python loop is the fallback).",
    -1, NULL,
};

PyMODINIT_FUNC
PyInit__lalr(void)
{
    if (PyType_Ready(&DriverType) < 0)
        return NULL;
    s_match = PyUnicode_InternFromString("match");
    s_end = PyUnicode_InternFromString("end");
    s_fullmatch = PyUnicode_InternFromString("fullmatch");
    s_END = PyUnicode_InternFromString("$END");
    s_empty = PyUnicode_FromString("");
    if (!s_match || !s_end || !s_fullmatch || !s_END || !s_empty)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    Py_INCREF(&DriverType);
    if (PyModule_AddObject(m, "Driver", (PyObject *)&DriverType) < 0) {
        Py_DECREF(&DriverType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
