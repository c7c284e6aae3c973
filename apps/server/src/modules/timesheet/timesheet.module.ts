import { defineServerModule } from '../../platform/modules/server-module.ts';
import { AutofillLettersService } from './autofill/autofill-letters.service.ts';
import { autofillRoutes } from './autofill/autofill.routes.ts';
import { AutofillService } from './autofill/autofill.service.ts';
import { DistributionsExcelService } from './distributions/distributions-excel.service.ts';
import { distributionsRoutes } from './distributions/distributions.routes.ts';
import { TimesheetDistributionsService } from './distributions/distributions.service.ts';
import { exemptionsRoutes } from './exemptions/exemptions.routes.ts';
import { financeStatisticRoutes } from './finance/finance-statistic.routes.ts';
import { FinanceStatisticService } from './finance/finance-statistic.service.ts';
import { redistributionRoutes } from './redistribution/redistribution.routes.ts';
import { RedistributionService } from './redistribution/redistribution.service.ts';
import { TimesheetExemptionsService } from './exemptions/exemptions.service.ts';
import { TimesheetLookupsService } from './lookups.service.ts';
import { approveTabForOwners } from './timesheet.policy.ts';
import { EditablePeriodsService } from './periods/editable-periods.service.ts';
import { PeriodStatusesService } from './periods/period-statuses.service.ts';
import { periodsRoutes } from './periods/periods.routes.ts';
import { TimesheetCorrectionsService } from './writes/corrections.service.ts';
import { timesheetDataRoutes } from './writes/derived.routes.ts';
import { ShadowWritesService } from './writes/shadow-writes.service.ts';
import { WorkStatusesService } from './writes/work-statuses.service.ts';
import { writesRoutes } from './writes/writes.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { TimesheetReportsService } from './reports/reports.service.ts';
import { UnfilledNoticeService } from './reports/unfilled-notice.service.ts';
import { ApproveWritesService } from './writes/approve-writes.service.ts';
import { TimesheetWritesService } from './writes/writes.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    editablePeriods: EditablePeriodsService;
    periodStatuses: PeriodStatusesService;
    shadowWrites: ShadowWritesService;
    timesheetWrites: TimesheetWritesService;
    timesheetCorrections: TimesheetCorrectionsService;
    workStatuses: WorkStatusesService;
    timesheetLookups: TimesheetLookupsService;
    timesheetDistributions: TimesheetDistributionsService;
    distributionsExcel: DistributionsExcelService;
    timesheetExemptions: TimesheetExemptionsService;
    timesheetReports: TimesheetReportsService;
    unfilledNotices: UnfilledNoticeService;
    financeStatistic: FinanceStatisticService;
    redistribution: RedistributionService;
    autofill: AutofillService;
    autofillLetters: AutofillLettersService;
    approveWrites: ApproveWritesService;
  }
}

/** TimeSheet: writes (fill, approve, derived data), periods, distributions (services), exemptions. */
export const timesheetModule = defineServerModule({
  name: 'timesheet',
  demo: async () => {
    const [{ seedTimesheetDemo }, { seedTimesheetExtras }] = await Promise.all([
      import('./timesheet.demo.ts'),
      import('./timesheet-extras.demo.ts'),
    ]);
    return {
      seed: async (db, { userIds, today }) => {
        await seedTimesheetDemo(db, userIds, today);
        await seedTimesheetExtras(db, userIds);
      },
    };
  },
  services: ({ db, readDb, jobs, storage, clock, mail }, s) => {
    const editablePeriods = new EditablePeriodsService(db, clock);
    const shadowWrites = new ShadowWritesService(db, s.workCalendar, (userIds, start, end) =>
      s.vacationPlanner.approvedDays(userIds, start, end),
    );
    const timesheetDistributions = new TimesheetDistributionsService(
      db,
      clock,
      editablePeriods,
      s.organisation,
      s.settings,
    );
    const timesheetCorrections = new TimesheetCorrectionsService(db, clock, s.workCalendar, shadowWrites);
    // Heavy reads: off the primary when a read replica is configured (docs/operations.md).
    const timesheetReports = new TimesheetReportsService(readDb);
    const timesheetWrites = new TimesheetWritesService(
      db,
      clock,
      editablePeriods,
      s.workCalendar,
      shadowWrites,
    );
    return {
      timesheetReports,
      unfilledNotices: new UnfilledNoticeService(db, timesheetReports, s.notifications, mail),
      editablePeriods,
      shadowWrites,
      periodStatuses: new PeriodStatusesService(db, editablePeriods, shadowWrites),
      timesheetWrites,
      timesheetCorrections,
      redistribution: new RedistributionService(db, jobs, timesheetCorrections),
      autofill: new AutofillService(db, clock, jobs, s.workCalendar, shadowWrites),
      autofillLetters: new AutofillLettersService(
        db,
        jobs,
        s.workCalendar,
        shadowWrites,
        s.notifications,
        mail,
      ),
      workStatuses: new WorkStatusesService(db, clock),
      timesheetLookups: new TimesheetLookupsService(db, s.organisation, s.directory, s.workConditionsReport),
      timesheetDistributions,
      distributionsExcel: new DistributionsExcelService(db, timesheetDistributions),
      timesheetExemptions: new TimesheetExemptionsService(db, clock, s.notifications),
      financeStatistic: new FinanceStatisticService(db, jobs, storage, clock, s.notifications, mail),
      approveWrites: new ApproveWritesService(db, timesheetWrites.workflow),
    };
  },
  /** A project owner approves without an approving role: the tab opens from the records, not the roles. */
  access: [approveTabForOwners],
  routes: async (api, s, { clock, jobs }) => {
    await api.register(writesRoutes, {
      writes: s.timesheetWrites,
      lookups: s.timesheetLookups,
      approve: s.approveWrites,
    });
    await api.register(periodsRoutes, { periods: s.editablePeriods, tapes: s.periodStatuses });
    await api.register(timesheetDataRoutes, {
      shadow: s.shadowWrites,
      corrections: s.timesheetCorrections,
      lookups: s.timesheetLookups,
      workStatuses: s.workStatuses,
      clock,
    });
    await api.register(distributionsRoutes, {
      distributions: s.timesheetDistributions,
      excel: s.distributionsExcel,
    });
    await api.register(exemptionsRoutes, {
      exemptions: s.timesheetExemptions,
      organisation: s.organisation,
      directory: s.directory,
    });
    await api.register(reportsRoutes, {
      reports: s.timesheetReports,
      notices: s.unfilledNotices,
    });
    await api.register(financeStatisticRoutes, { finance: s.financeStatistic });
    await api.register(redistributionRoutes, { redistribution: s.redistribution });
    await api.register(autofillRoutes, { autofill: s.autofill, letters: s.autofillLetters, jobs });
  },
});
