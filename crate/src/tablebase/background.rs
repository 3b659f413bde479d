//! Tables made on another thread (native only), so a search with a clock never waits for one:
//! the search plays on its evaluation meanwhile and the next search uses what is ready.
//!
//! The generating thread keeps its own [`Tablebases`]; each table it finishes is handed over as
//! an `Arc<Table>` (no copy) through a list behind a mutex that is held only to push or drain
//! a few pointers. The search side takes that list with `try_lock`, so it never blocks on the
//! generator: at worst it picks the tables up at its next search.

use super::{Material, Table, TableKey, Tablebases};
use crate::rules::Rules;
use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Mutex};

/// A finished table, handed over without a copy.
type SharedTable = (TableKey, Arc<Table>);

struct Request {
    material: Material,
    rules: &'static Rules,
    /// The disk cache to read and write.
    dir: Option<PathBuf>,
    /// Tables the asking side already has (so the thread does not make them again).
    known: Vec<SharedTable>,
}

/// A generating thread, started at the first request and ended when this is dropped (a table
/// being made then is finished and thrown away; nothing waits for it).
#[derive(Default)]
pub struct Background {
    sender: Option<Sender<Request>>,
    finished: Arc<Mutex<Vec<SharedTable>>>,
    /// Requests sent and not yet done.
    pending: Arc<AtomicUsize>,
    asked: HashSet<TableKey>,
}

impl Background {
    #[must_use]
    pub fn new() -> Background {
        Background::default()
    }

    /// Moves the tables finished so far into `into`; returns how many. Never blocks: when the
    /// generating thread happens to hold the list that instant, they are taken next time.
    pub fn collect(&self, into: &mut Tablebases) -> usize {
        let Ok(mut list) = self.finished.try_lock() else {
            return 0;
        };
        let n = list.len();
        for (key, table) in list.drain(..) {
            into.insert_shared(key, table);
        }
        n
    }

    /// Asks for `material`'s table under `rules` (and what it needs), unless asked before or
    /// already in `have`. Returns whether a new request was sent.
    pub fn request(
        &mut self,
        material: &Material,
        rules: &'static Rules,
        have: &Tablebases,
    ) -> bool {
        let key = Tablebases::key(material, rules);
        if have.contains(material, rules) || !self.asked.insert(key) {
            return false;
        }
        let sender = self.sender.get_or_insert_with(|| {
            let (tx, rx) = channel::<Request>();
            let finished = Arc::clone(&self.finished);
            let pending = Arc::clone(&self.pending);
            std::thread::spawn(move || {
                let mut tables = Tablebases::new();
                for req in rx {
                    for (k, t) in req.known {
                        tables.insert_shared(k, t);
                    }
                    tables.set_dir(req.dir);
                    for m in tables.missing(&req.material, req.rules) {
                        tables.ensure(&m, req.rules);
                        let k = Tablebases::key(&m, req.rules);
                        if let Some(t) = tables.tables.get(&k) {
                            if let Ok(mut list) = finished.lock() {
                                list.push((k, Arc::clone(t)));
                            }
                        }
                    }
                    pending.fetch_sub(1, Ordering::SeqCst);
                }
            });
            tx
        });
        self.pending.fetch_add(1, Ordering::SeqCst);
        let sent = sender.send(Request {
            material: *material,
            rules,
            dir: have.dir().map(PathBuf::from),
            known: have.shared().collect(),
        });
        if sent.is_err() {
            self.pending.fetch_sub(1, Ordering::SeqCst);
            self.asked.remove(&key);
            return false;
        }
        true
    }

    /// Requests sent and not finished yet.
    #[must_use]
    pub fn pending(&self) -> usize {
        self.pending.load(Ordering::SeqCst)
    }

    /// Forgets what was asked (after the tables were dropped), so it may be asked again.
    pub fn forget(&mut self) {
        self.asked.clear();
    }
}
