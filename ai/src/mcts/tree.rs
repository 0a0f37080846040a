//! The search tree: nodes in one vector, children as linked lists of indices.
//!
//! A node stands for a sequence of actions from the root (an information set of the
//! deciding seat when states are determinized), not for one state: different
//! determinizations may offer different actions at the same node, so each child also
//! counts how often it was available.

use cubist_core::Seat;

/// "No node": end of a child list, or no simultaneous table.
pub const NONE: u32 = u32::MAX;
/// The `mover` of the root, which no seat moved into.
pub const NO_SEAT: u8 = u8::MAX;
/// Most seats a game may have (the size of `SeatSet`).
pub const MAX_SEATS: usize = 8;

/// One reward in `[0, 1]` per seat.
pub type Rewards = [f64; MAX_SEATS];

#[derive(Clone, Debug)]
pub struct Node<A> {
    /// The action that led here from the parent (`None` only for the root).
    pub action: Option<A>,
    /// The seat that played `action`; statistics are from its point of view.
    pub mover: u8,
    pub first_child: u32,
    pub next_sibling: u32,
    /// Number of children, for the fast path of perfect-information games.
    pub children: u32,
    pub visits: u32,
    /// How many times this node was a legal choice when its parent was passed.
    pub avail: u32,
    /// Sum of `mover`'s rewards over the visits.
    pub reward: f64,
    /// Index of the regret tables when a simultaneous choice is made here.
    pub sim: u32,
}

impl<A> Node<A> {
    fn new(action: Option<A>, mover: u8) -> Self {
        Node {
            action,
            mover,
            first_child: NONE,
            next_sibling: NONE,
            children: 0,
            visits: 0,
            avail: 0,
            reward: 0.0,
            sim: NONE,
        }
    }
}

/// All nodes of one search. Cleared, not freed, between decisions.
#[derive(Clone, Debug)]
pub struct Tree<A> {
    pub nodes: Vec<Node<A>>,
    /// Last child added to each node, so adding keeps child order without a walk.
    last_child: Vec<u32>,
}

pub const ROOT: u32 = 0;

impl<A: Copy + Eq> Tree<A> {
    pub fn new() -> Self {
        Tree {
            nodes: Vec::new(),
            last_child: Vec::new(),
        }
    }

    /// Forget everything and start again with a bare root.
    pub fn reset(&mut self) {
        self.nodes.clear();
        self.last_child.clear();
        self.nodes.push(Node::new(None, NO_SEAT));
        self.last_child.push(NONE);
    }

    #[inline]
    pub fn node(&self, i: u32) -> &Node<A> {
        &self.nodes[i as usize]
    }

    #[inline]
    pub fn node_mut(&mut self, i: u32) -> &mut Node<A> {
        &mut self.nodes[i as usize]
    }

    /// The children of `parent`, in the order they were added.
    pub fn children(&self, parent: u32) -> Children<'_, A> {
        Children {
            tree: self,
            next: self.node(parent).first_child,
        }
    }

    /// The child of `parent` reached by `seat` playing `action`, if it exists.
    #[inline]
    pub fn find_child(&self, parent: u32, seat: Seat, action: A) -> Option<u32> {
        self.children(parent).find(|&c| {
            let n = self.node(c);
            n.action == Some(action) && n.mover as usize == seat
        })
    }

    /// Add a child of `parent` for `seat` playing `action`.
    pub fn add_child(&mut self, parent: u32, seat: Seat, action: A) -> u32 {
        let idx = self.nodes.len() as u32;
        self.nodes.push(Node::new(Some(action), seat as u8));
        self.last_child.push(NONE);
        let last = self.last_child[parent as usize];
        if last == NONE {
            self.node_mut(parent).first_child = idx;
        } else {
            self.node_mut(last).next_sibling = idx;
        }
        self.last_child[parent as usize] = idx;
        self.node_mut(parent).children += 1;
        idx
    }

    /// The child of `parent` for `seat` playing `action`, made if missing; also says
    /// whether it is new.
    pub fn child(&mut self, parent: u32, seat: Seat, action: A) -> (u32, bool) {
        match self.find_child(parent, seat, action) {
            Some(c) => (c, false),
            None => (self.add_child(parent, seat, action), true),
        }
    }
}

impl<A: Copy + Eq> Default for Tree<A> {
    fn default() -> Self {
        Self::new()
    }
}

/// Iterator over a node's children.
pub struct Children<'a, A> {
    tree: &'a Tree<A>,
    next: u32,
}

impl<A> Iterator for Children<'_, A> {
    type Item = u32;
    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.next == NONE {
            return None;
        }
        let c = self.next;
        self.next = self.tree.nodes[c as usize].next_sibling;
        Some(c)
    }
}
